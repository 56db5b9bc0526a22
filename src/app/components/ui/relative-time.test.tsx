import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './relative-time';

function focusAt(top: number) {
  const { container } = render(<RelativeTime iso="2026-11-20T08:00:00.000Z" />);
  const time = container.querySelector('time')!;
  const wrapper = time.parentElement!;
  vi.spyOn(wrapper, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  fireEvent.focus(time);
  return container.querySelector<HTMLElement>('[role=tooltip]')!;
}

describe('RelativeTime', () => {
  it('describes the relative time with the exact one', () => {
    const { container } = render(<RelativeTime iso="2026-11-20T08:00:00.000Z" />);
    const time = container.querySelector('time')!;
    expect(time.title).toMatch(/2026/);
    expect(document.getElementById(time.getAttribute('aria-describedby')!)?.textContent).toBe(time.title);
  });
  it('puts the tooltip above when there is room', () => {
    expect(focusAt(400).className).toContain('bottom-full');
  });
  it('puts the tooltip below near the top of the window, where the sticky header would cover it', () => {
    expect(focusAt(100).className).toContain('top-full');
  });
  it('moves below when focusing scrolls the time up under the header after the focus event', () => {
    const { container } = render(<RelativeTime iso="2026-11-20T08:00:00.000Z" />);
    const time = container.querySelector('time')!;
    const rect = vi.spyOn(time.parentElement!, 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
    fireEvent.focus(time);
    const tip = container.querySelector<HTMLElement>('[role=tooltip]')!;
    expect(tip.className).toContain('bottom-full');
    rect.mockReturnValue({ top: 90 } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(tip.className).toContain('top-full');
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntil, release } from '#app/lib/http/rate-limit-store';
import { RateLimitBanner } from './rate-limit-banner';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RateLimitBanner', () => {
  it('counts down in a live status region while requests are held', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T08:00:00.000Z'));
    render(<RateLimitBanner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    act(() => holdUntil(Date.now() + 5_000));
    expect(status.textContent).toContain('Resuming automatically in 5 s');
    act(() => void vi.advanceTimersByTime(2_000));
    expect(status.textContent).toContain('in 3 s');

    act(() => {
      vi.advanceTimersByTime(3_000);
      release();
    });
    expect(status.textContent).toBe('');
  });

  it('ends the pause by itself when no request is left waiting', () => {
    vi.useFakeTimers();
    render(<RateLimitBanner />);
    act(() => holdUntil(Date.now() + 2_000));
    expect(screen.getByRole('status').textContent).toContain('2 s');
    act(() => void vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('RateLimitBanner with a modal dialog open', () => {
  it('fills in only the banner inside the dialog: the page around a modal dialog is inert', () => {
    vi.useFakeTimers();
    render(
      <>
        <RateLimitBanner />
        <dialog open>
          <RateLimitBanner />
        </dialog>
      </>,
    );
    const [onPage, inDialog] = screen.getAllByRole('status', { hidden: true });
    act(() => holdUntil(Date.now() + 4_000));
    expect(inDialog?.textContent).toContain('Resuming automatically in 4 s');
    expect(onPage?.textContent).toBe('');

    act(() => {
      document.querySelector('dialog')?.removeAttribute('open');
      vi.advanceTimersByTime(1_000);
    });
    expect(onPage?.textContent).toContain('in 3 s');
    expect(inDialog?.textContent).toBe('');
    act(() => release());
  });
});

describe('RateLimitBanner naming the limit', () => {
  it('says which budget ran out and until when', () => {
    vi.useFakeTimers();
    render(<RateLimitBanner />);
    // Later than any pause an earlier test left behind, so this one is the pause shown.
    const until = Date.now() + 60 * 60_000;
    act(() => holdUntil(until, { scope: 'session', limit: 120, window: 'minute' }));
    const at = new Date(until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    expect(screen.getByRole('status').textContent).toBe(
      `Your portal session’s request limit of 120 requests per minute is used up until ${at}. Resuming automatically in 1 h 0 min…`,
    );
    act(() => void vi.advanceTimersByTime(60 * 60_000));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

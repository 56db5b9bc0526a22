import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LifecycleStepper } from './detail/lifecycle-stepper';
import { PartTypeLabel } from './part-type-label';
import { WearGauge } from './wear-gauge';

afterEach(cleanup);

describe('wear gauge', () => {
  it('is a meter carrying its value and band', () => {
    render(<WearGauge level={72} label="Wear of Line 1 blade" />);
    const meter = screen.getByRole('meter', { name: 'Wear of Line 1 blade' });
    expect(meter.getAttribute('aria-valuenow')).toBe('72');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toBe('72% worn, due for service');
  });

  it('keeps a value from outside the range on the gauge', () => {
    render(<WearGauge level={140} />);
    expect(screen.getByRole('meter', { name: 'Wear' }).getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('part type', () => {
  it('names known and unknown types, the icon being decoration', () => {
    const { container } = render(
      <>
        <PartTypeLabel type="drill_bit" />
        <PartTypeLabel type="laser_cutter" />
      </>,
    );
    expect(screen.getByText('Drill bit')).toBeTruthy();
    expect(screen.getByText('Laser cutter')).toBeTruthy();
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((icon) => expect(icon.getAttribute('aria-hidden')).toBe('true'));
  });
});

describe('lifecycle stepper', () => {
  it('marks exactly the current step', () => {
    render(<LifecycleStepper status="at_service_center" />);
    const current = screen.getByRole('list', { name: 'Service lifecycle' }).querySelectorAll('[aria-current="step"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('At service center');
  });

  it('shows a retired part apart from the round trip', () => {
    render(<LifecycleStepper status="retired" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/left the service cycle/)).toBeTruthy();
  });

  it('still renders a status it has never seen', () => {
    render(<LifecycleStepper status="lost_in_post" />);
    expect(screen.getByText(/Lost in post/)).toBeTruthy();
    expect(screen.getByRole('list').querySelectorAll('[aria-current]')).toHaveLength(0);
  });
});

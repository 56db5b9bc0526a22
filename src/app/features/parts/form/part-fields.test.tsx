import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PartFields, type PartFieldValues } from './part-fields';

afterEach(cleanup);

const EDITS = { internal_label: 'Line 2 slicer', serial_number: '', manufacturer: 'Kessler', model: '' };

function renderFields(form: 'register-part' | 'edit-part', values: PartFieldValues, errors: Record<string, string> = {}) {
  return render(<PartFields form={form} values={values} onChange={() => {}} errors={errors} focusKey={errors} />);
}

describe('PartFields', () => {
  it('shows the type only while registering: a part keeps its type', () => {
    renderFields('register-part', { ...EDITS, part_type: '' });
    expect(screen.getByLabelText(/^Type/)).toBeTruthy();
    cleanup();
    renderFields('edit-part', EDITS);
    expect(screen.queryByLabelText(/^Type/)).toBeNull();
    expect(screen.getByLabelText(/^Label/).getAttribute('id')).toBe('edit-part-internal_label');
  });

  it('lists each refused field in the summary, in form order, linked to its control, and marks the control', () => {
    renderFields('register-part', { ...EDITS, part_type: '' }, { model: 'Too long.', part_type: 'Required.' });
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Type: Required.', '#register-part-part_type'],
      ['Model: Too long.', '#register-part-model'],
    ]);
    expect(document.activeElement).toBe(summary);
    expect(screen.getByLabelText('Model').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Label/).getAttribute('aria-invalid')).toBe('false');
  });

  it('has no summary while nothing is refused', () => {
    renderFields('edit-part', EDITS);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

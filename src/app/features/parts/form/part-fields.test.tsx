import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteSelect } from '#app/features/sites/site-select';
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

  const SITES = [
    { id: 'site_harbour', name: 'Harbour St' },
    { id: 'site_lakeside', name: 'Lakeside' },
  ];

  it('offers the site when given choices, and a refused site shows on the select and in the summary', () => {
    const chosen: string[] = [];
    render(
      <PartFields
        form="register-part"
        values={{ ...EDITS, part_type: '' }}
        onChange={() => {}}
        errors={{ site_id: 'Choose one of the listed values.' }}
        focusKey="refused"
        siteSelect={
          <SiteSelect
            id="register-part-site_id"
            choices={SITES}
            value="site_lakeside"
            onChange={(id) => chosen.push(id)}
            error="Choose one of the listed values."
          />
        }
      />,
    );
    const select = screen.getByLabelText(/^Site/) as HTMLSelectElement;
    expect(select.value).toBe('site_lakeside');
    expect([...select.options].map((option) => option.textContent)).toEqual(['Harbour St', 'Lakeside']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#register-part-site_id');
    select.value = 'site_harbour';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).toEqual(['site_harbour']);
  });

  it('has no site select and no site problem without one (one site, or a server without sites)', () => {
    renderFields('register-part', { ...EDITS, part_type: '' }, { site_id: 'Required.' });
    expect(screen.queryByLabelText(/^Site/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no summary while nothing is refused', () => {
    renderFields('edit-part', EDITS);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

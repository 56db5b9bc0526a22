import { describe, expect, it } from 'vitest';
import type { PartListItem } from '#contract/parts';
import { partsToCsv } from './parts-csv';
import { partsCsvFileName } from './parts-csv-file-name';

const part: PartListItem = {
  id: 'part_1',
  part_type: 'knife',
  status: 'with_customer',
  wear_level: 12,
  sharpening_count: 0,
  internal_label: 'Line 2, boning',
  serial_number: 'VE-564425',
  manufacturer: 'Vellen',
  model: 'V 300',
  created_at: '2026-11-21T08:00:00.000Z',
  last_serviced_at: null,
};

describe('partsToCsv', () => {
  it('writes the importer’s columns first, then what the service sets, one CRLF line per part', () => {
    const csv = partsToCsv([part, { ...part, id: 'part_2', internal_label: '=HYPERLINK("http://x","y")', model: undefined }]);
    expect(csv.split('\r\n')).toEqual([
      'Type,Label,Serial number,Manufacturer,Model,Status,Status code,Wear level,Sharpenings,Last serviced,Forecast due,Registered,Part ID',
      'knife,"Line 2, boning",VE-564425,Vellen,V 300,With you,with_customer,12,0,,,2026-11-21T08:00:00.000Z,part_1',
      `knife,"'=HYPERLINK(""http://x"",""y"")",VE-564425,Vellen,,With you,with_customer,12,0,,,2026-11-21T08:00:00.000Z,part_2`,
      '',
    ]);
  });

  it('names each part’s site after the importer’s columns, where the server has sites', () => {
    const names: Record<string, string> = { site_h: 'Harbour St' };
    const csv = partsToCsv(
      [
        { ...part, site_id: 'site_h' },
        { ...part, id: 'part_2', site_id: 'site_gone' },
      ],
      (id) => names[id],
    );
    const [header, harbour, unknown] = csv.split('\r\n');
    expect(header).toBe(
      'Type,Label,Serial number,Manufacturer,Model,Site,Status,Status code,Wear level,Sharpenings,Last serviced,Forecast due,Registered,Part ID',
    );
    expect(harbour).toContain('V 300,Harbour St,With you');
    // A site it cannot name is written by id, which the importer reads too.
    expect(unknown).toContain('V 300,site_gone,With you');
  });

  it('gives a status in words beside its code, and the service dates as the reader’s calendar days', () => {
    const serviced = new Date(2026, 9, 3, 23, 30);
    const due = new Date(2027, 0, 15, 0, 15);
    const [, row] = partsToCsv([
      {
        ...part,
        status: 'at_service_center',
        sharpening_count: 4,
        last_serviced_at: serviced.toISOString(),
        forecast_due_at: due.toISOString(),
      },
    ]).split('\r\n');
    expect(row).toBe(
      'knife,"Line 2, boning",VE-564425,Vellen,V 300,At the service centre,at_service_center,12,4,2026-10-03,2027-01-15,2026-11-21T08:00:00.000Z,part_1',
    );
    expect(partsToCsv([{ ...part, status: 'resharpening_queue' }])).toContain(',Resharpening queue,resharpening_queue,');
  });
});

describe('partsCsvFileName', () => {
  it('names the filters and the day', () => {
    const day = new Date('2026-11-21T10:00:00Z');
    expect(partsCsvFileName({}, day)).toBe('parts-2026-11-21.csv');
    expect(partsCsvFileName({ status: 'retired', part_type: 'saw', q: 'x' }, day)).toBe(
      'parts-retired-saw-search-2026-11-21.csv',
    );
  });
});

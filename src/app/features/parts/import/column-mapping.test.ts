import { describe, expect, it } from 'vitest';
import { columnsOf, guessMapping, isServiceSetColumn, remap } from './column-mapping';
import { matchType, unknownTypeValues } from './type-values';

describe('guessMapping', () => {
  it('matches common headers in any case and punctuation', () => {
    expect(guessMapping(['Name', 'S/N', 'TYPE', 'Make', 'Model No.', 'Notes'])).toEqual([
      'internal_label',
      'serial_number',
      'part_type',
      'manufacturer',
      'model',
      'ignore',
    ]);
    expect(guessMapping(['label', 'Serial #', 'Manufacturer', 'Part type'])).toEqual([
      'internal_label',
      'serial_number',
      'manufacturer',
      'part_type',
    ]);
  });

  it('reads the export’s columns and leaves out what the service sets', () => {
    const serviceSet = [
      'Status',
      'Status code',
      'Wear level',
      'Sharpenings',
      'Last serviced',
      'Forecast due',
      'Registered',
      'Part ID',
    ];
    const headers = ['Type', 'Label', 'Serial number', 'Manufacturer', 'Model', ...serviceSet];
    expect(guessMapping(headers)).toEqual([
      'part_type',
      'internal_label',
      'serial_number',
      'manufacturer',
      'model',
      ...serviceSet.map(() => 'ignore'),
    ]);
    expect(headers.filter(isServiceSetColumn)).toEqual(serviceSet);
  });

  it('reads a field from its first column only, and moves a field when another column takes it', () => {
    const mapping = guessMapping(['Label', 'Name', 'Serial']);
    expect(mapping).toEqual(['internal_label', 'ignore', 'serial_number']);
    const moved = remap(mapping, 1, 'internal_label');
    expect(moved).toEqual(['ignore', 'internal_label', 'serial_number']);
    expect(columnsOf(moved)).toEqual({ internal_label: 1, serial_number: 2 });
    expect(remap(moved, 2, 'ignore')).toEqual(['ignore', 'internal_label', 'ignore']);
  });
});

describe('type values', () => {
  it('match the service’s types in any case, spacing or plural', () => {
    expect(['Knife', 'KNIVES', 'Drill bit', 'drill_bit', 'drill-bits', 'Saws', 'scissors', ' blade '].map(matchType)).toEqual([
      'knife',
      'knife',
      'drill_bit',
      'drill_bit',
      'drill_bit',
      'saw',
      'scissor',
      'blade',
    ]);
    expect(matchType('Cleaver')).toBeNull();
  });

  it('match what kitchens write by the words a name ends with, and leave the rest to the person', () => {
    const written = ['Chef knife', 'Paring knife', 'Kitchen scissors', 'Shears', 'Bone saw', 'Step drill bit', '10" bread knife'];
    expect(written.map(matchType)).toEqual(['knife', 'knife', 'scissor', 'scissor', 'saw', 'drill_bit', 'knife']);
    expect(['Honing steel', 'Knife sharpener', 'Blade guard', 'Drill'].map(matchType)).toEqual([null, null, null, null]);
  });

  it('lists each unknown value once, in the order first seen', () => {
    expect(unknownTypeValues(['knife', 'Cleaver', 'cleaver ', '', 'Mandoline', 'CLEAVER'])).toEqual(['Cleaver', 'Mandoline']);
  });
});

describe('the site column', () => {
  it('is guessed from Site, Kitchen or Location headers, once', () => {
    expect(guessMapping(['Label', 'Kitchen', 'Location'])).toEqual(['internal_label', 'site', 'ignore']);
    expect(guessMapping(['Site name', 'Type'])).toEqual(['site', 'part_type']);
  });
});

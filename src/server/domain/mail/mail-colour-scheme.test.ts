import { describe, expect, it } from 'vitest';
import { htmlInColours } from './mail-colour-scheme';

const html =
  '<style>.a{color:#000}@media (prefers-color-scheme: dark) { .a{color:#fff !important} }@media (max-width: 480px){.a{padding:0}}</style>';

describe('htmlInColours', () => {
  it('turns the dark rules on or off, whatever the reader prefers, and leaves the other rules alone', () => {
    expect(htmlInColours(html, 'dark')).toContain('@media all { .a{color:#fff !important} }');
    expect(htmlInColours(html, 'light')).toContain('@media not all { .a{color:#fff !important} }');
    for (const colours of ['dark', 'light'] as const) {
      expect(htmlInColours(html, colours)).toContain('@media (max-width: 480px)');
      expect(htmlInColours(html, colours)).not.toContain('prefers-color-scheme');
    }
    expect(htmlInColours('@MEDIA ( prefers-color-scheme : dark ){}', 'dark')).toBe('@media all{}');
  });
});

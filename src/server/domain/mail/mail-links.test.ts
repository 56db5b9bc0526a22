import { describe, expect, it } from 'vitest';
import { linksOf } from './mail-links';

describe('linksOf', () => {
  it('lists http(s) links of the HTML and the text once each, entities decoded', () => {
    const html = `<a href="https://portal.test/invite?token=a&amp;x=1">go</a> <a href='http://b.test/'>b</a>
      <a href=javascript:alert(1)>x</a> <a href="mailto:pat@example.test">m</a> <a href="data:text/html,hi">d</a>`;
    const text = 'Accept: https://portal.test/invite?token=a&x=1. Or see https://c.test/path, ftp://d.test';
    expect(linksOf(html, text)).toEqual(['https://portal.test/invite?token=a&x=1', 'http://b.test/', 'https://c.test/path']);
  });

  it('finds nothing in a message without links', () => {
    expect(linksOf('<p>Hello</p>', 'Hello')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { keptHeadersOf } from './caught-mail-headers';

describe('keptHeadersOf', () => {
  it('keeps List-Unsubscribe and List-Unsubscribe-Post by lower-cased name, unfolded, the first of each', () => {
    const lines = [
      { key: 'subject', line: 'Subject: Hi' },
      { key: 'list-unsubscribe', line: 'List-Unsubscribe: <https://a.test/u?t=1>,\r\n <mailto:u@a.test>' },
      { key: 'list-unsubscribe-post', line: 'List-Unsubscribe-Post:  List-Unsubscribe=One-Click ' },
      { key: 'list-unsubscribe', line: 'List-Unsubscribe: <https://second.test/>' },
    ];
    expect(keptHeadersOf(lines)).toEqual({
      'list-unsubscribe': '<https://a.test/u?t=1>, <mailto:u@a.test>',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
    });
  });

  it('is empty for a message without them', () => {
    expect(keptHeadersOf([{ key: 'subject', line: 'Subject: Hi' }])).toEqual({});
  });
});

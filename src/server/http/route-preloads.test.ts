import { describe, expect, it } from 'vitest';
import { screenPathOf } from '../../../scripts/vite-route-preloads';
import { preloadsFor, withPreloads } from './route-preloads';

const PRELOADS = {
  '/': ['/assets/overview-A.js', '/assets/screens-S.js'],
  '/parts': ['/assets/parts-B.js', '/assets/screens-S.js'],
  '/orders/$orderId': ['/assets/order-C.js', '/assets/screens-S.js'],
  '/orders/new': ['/assets/new-D.js', '/assets/screens-S.js'],
  '/evil': ['/assets/ok.js', 'https://evil.example/x.js', '/assets/x.js"><script>alert(1)</script>', 'javascript:alert(1)'],
};

describe('route preloads', () => {
  it.each([
    ['/', ['/assets/overview-A.js', '/assets/screens-S.js']],
    ['/parts', ['/assets/parts-B.js', '/assets/screens-S.js']],
    ['/parts/', ['/assets/parts-B.js', '/assets/screens-S.js']],
    ['/orders/ord_123', ['/assets/order-C.js', '/assets/screens-S.js']],
    // A literal segment beats a parameter.
    ['/orders/new', ['/assets/new-D.js', '/assets/screens-S.js']],
    ['/orders', []],
    ['/orders/ord_1/extra', []],
    ['/sign-in', []],
  ])('%s → %j', (path, files) => expect(preloadsFor(PRELOADS, path)).toEqual(files));

  it('passes on only the build’s own script paths', () => {
    expect(preloadsFor(PRELOADS, '/evil')).toEqual(['/assets/ok.js']);
  });

  it('adds one modulepreload link per file to the head', () => {
    const html = '<!doctype html><html><head><title>W</title></head><body></body></html>';
    expect(withPreloads(html, [])).toBe(html);
    expect(withPreloads(html, ['/assets/a.js', '/assets/b.js'])).toBe(
      '<!doctype html><html><head><title>W</title><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js"></head><body></body></html>',
    );
  });

  it.each([
    ['/w/src/app/routes/_portal/index.tsx?tsr-split=component', '/'],
    ['/w/src/app/routes/_portal/parts/index.tsx?tsr-split=component', '/parts'],
    ['/w/src/app/routes/_portal/orders/$orderId.tsx?tsr-split=component', '/orders/$orderId'],
    ['/w/src/app/routes/_portal/settings/api-keys.tsx?tsr-split=component', '/settings/api-keys'],
    ['/w/src/app/routes/_portal/parts/index.tsx?tsr-split=component---loader', '/parts'],
    ['/w/src/app/routes/sign-in.tsx?tsr-split=component---loader', '/sign-in'],
    ['/w/src/app/routes/invitations/$token.tsx?tsr-split=component---loader', '/invitations/$token'],
    ['/w/src/app/routes/unsubscribe/$token.tsx?tsr-split=component---loader', '/unsubscribe/$token'],
    [
      '/w/src/app/routes/_portal/orders/$orderId.tsx?tsr-split=component---errorComponent---loader---notFoundComponent---pendingComponent',
      '/orders/$orderId',
    ],
    ['/w/src/app/routes/sign-in.tsx?tsr-split=component---loader---pendingComponent', '/sign-in'],
    ['/w/src/app/routes/_portal/parts/index.tsx?tsr-split=errorComponent', null],
    ['/w/src/app/features/parts/list/parts-page.tsx', null],
  ])('the build names the screen chunk of %s %j', (moduleId, path) => expect(screenPathOf(moduleId)).toBe(path));
});

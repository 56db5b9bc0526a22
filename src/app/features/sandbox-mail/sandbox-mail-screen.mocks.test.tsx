import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caughtMailListResponseSchema, caughtMailResponseSchema } from '#contract/sandbox-mail';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { queryWrapper } from '#app/testing/query-wrapper';
import { SandboxMailScreen } from './sandbox-mail-screen';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#app/lib/http/http-client')>()),
  apiRequest,
}));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const summary = {
  id: 'cmail_1',
  outbox_id: 'mail_1',
  from: 'no-reply@whetstone.test',
  to: ['new.person@example.test'],
  subject: 'You are invited to Edge Works',
  received_at: '2026-03-02T09:00:00.000Z',
};
const message = {
  ...summary,
  html: '<p>Join us: <a href="https://portal.test/invitations/accept?token=abc">accept</a></p><script>parent.alert(1)</script>',
  text: 'Join us: https://portal.test/invitations/accept?token=abc',
  message_id: '<mail_1@whetstone.test>',
  links: ['https://portal.test/invitations/accept?token=abc', 'javascript:alert(1)'],
};

function answer(opened: object = message) {
  apiRequest.mockImplementation(async (request) => {
    if (request.path === '/portal/sandbox-mail') return { data: [summary] };
    if (request.path === '/portal/sandbox-mail/cmail_1') return { data: opened };
    throw new Error(`unexpected ${request.path}`);
  });
}

function renderScreen(messageId?: string) {
  const onOpen = vi.fn();
  render(<SandboxMailScreen messageId={messageId} onOpen={onOpen} />, { wrapper: queryWrapper(createQueryClient()) });
  return onOpen;
}

describe('SandboxMailScreen', () => {
  it('lists the caught mail with subject, recipient and time, and opens one when chosen', async () => {
    answer();
    const onOpen = renderScreen();
    const list = await screen.findByRole('list', { name: 'Caught mail' });
    const item = within(list).getByRole('button', { name: /You are invited to Edge Works/ });
    expect(item.textContent).toContain('To new.person@example.test');
    item.click();
    expect(onOpen).toHaveBeenCalledWith('cmail_1');
    const request = apiRequest.mock.calls[0]![0];
    expect(request).toMatchObject({ path: '/portal/sandbox-mail', query: { limit: 100 }, schema: caughtMailListResponseSchema });
  });

  it('shows the open message: its links as anchors (http only), its HTML from its own page in a sandboxed frame, its text', async () => {
    answer();
    renderScreen('cmail_1');
    expect(await screen.findByRole('heading', { name: 'You are invited to Edge Works', level: 2 })).toBeTruthy();
    const links = within(screen.getByRole('region', { name: 'Links in this message' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://portal.test/invitations/accept?token=abc']);
    const frame = screen.getByTitle('HTML part of the message');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe('/portal/sandbox-mail/cmail_1/html?colours=light');
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(within(screen.getByRole('region', { name: 'Text part' })).getByText(message.text)).toBeTruthy();
    expect(apiRequest.mock.calls.find(([request]) => request.path === '/portal/sandbox-mail/cmail_1')![0].schema).toBe(
      caughtMailResponseSchema,
    );
  });

  it('shows the HTML at phone or desktop width, in light or dark colours, as the toggles say', async () => {
    answer();
    renderScreen('cmail_1');
    const frame = (await screen.findByTitle('HTML part of the message')) as HTMLIFrameElement;
    const width = screen.getByRole('group', { name: 'Width' });
    const colours = screen.getByRole('group', { name: 'Colours' });
    expect(within(width).getByRole('radio', { name: 'Desktop' })).toHaveProperty('checked', true);
    expect(within(colours).getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
    expect(frame.style.width).toBe('100%');
    expect(frame.style.colorScheme).toBe('light');

    fireEvent.click(within(width).getByRole('radio', { name: 'Phone (360 px)' }));
    expect(frame.style.width).toBe('360px');
    fireEvent.click(within(colours).getByRole('radio', { name: 'Dark' }));
    expect(frame.style.colorScheme).toBe('dark');
    // The page turns the mail's dark rules on: this browser's own preference does not decide.
    expect(frame.getAttribute('src')).toBe('/portal/sandbox-mail/cmail_1/html?colours=dark');
    expect(frame.style.width).toBe('360px');
    fireEvent.click(within(width).getByRole('radio', { name: 'Desktop' }));
    expect(frame.style.width).toBe('100%');
    expect(frame.getAttribute('sandbox')).toBe('');
  });

  it('names the one-click unsubscribe and its address (http(s) as a link, anything else as text)', async () => {
    answer({
      ...message,
      list_unsubscribe: '<https://portal.test/notifications/unsubscribe?token=u1>, <mailto:unsubscribe@whetstone.test>',
      list_unsubscribe_post: 'List-Unsubscribe=One-Click',
    });
    renderScreen('cmail_1');
    const line = (await screen.findByText('Unsubscribe:')).parentElement!;
    expect(line.textContent).toBe(
      'Unsubscribe: one click (RFC 8058) at https://portal.test/notifications/unsubscribe?token=u1, mailto:unsubscribe@whetstone.test',
    );
    expect(
      within(line)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://portal.test/notifications/unsubscribe?token=u1']);
  });

  it('names a plain unsubscribe address without claiming one click, and says nothing without the header', async () => {
    answer({ ...message, list_unsubscribe: '<https://portal.test/u?t=1>', list_unsubscribe_post: null });
    renderScreen('cmail_1');
    expect((await screen.findByText('Unsubscribe:')).parentElement!.textContent).toBe('Unsubscribe: https://portal.test/u?t=1');
    cleanup();
    answer();
    renderScreen('cmail_1');
    await screen.findByTitle('HTML part of the message');
    expect(screen.queryByText('Unsubscribe:')).toBeNull();
  });

  it('says so when nothing was caught yet', async () => {
    apiRequest.mockResolvedValue({ data: [] });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No mail yet' })).toBeTruthy();
  });
});

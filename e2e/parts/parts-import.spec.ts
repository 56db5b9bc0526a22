import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { createPart, uniqueLabel } from '../support/parts/parts-api';
import { apiGet } from '../support/orders/orders-api';
import { activeSites } from '../support/settings/sites-api';
import { expectNoSidewaysScroll, PHONE } from '../support/common/viewport-checks';

const tag = () => uniqueLabel('x').split(' ')[1]!;

async function chooseFile(page: Page, name: string, contents: string | Buffer, mimeType = 'text/csv') {
  await page.getByLabel('Choose a file, or drop it here').setInputFiles({ name, mimeType, buffer: Buffer.from(contents) });
}

async function partsTotal(page: Page): Promise<number> {
  const response = await page.request.get('/v1/parts?limit=1');
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

const counts = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ (ready|not checked yet)/ });

test('import a messy file: fix two rows, choose a type, import, see exactly those parts; the next file is not asked that type again', async ({
  page,
}) => {
  const t = tag();
  const existing = await createPart(page.request, { internal_label: `Already here ${t}`, serial_number: `DUP-${t}` });
  const csv =
    '\uFEFFName,S/N,Type,Make,Model,Notes\r\n' +
    `"Line 2, boning knife ${t}",SN-${t}-1,Knife,Vellen,"V 300",keep\r\n` +
    `Cleaver ${t},SN-${t}-2,Cleaver ${t},Vellen,C1,\r\n` +
    `Band saw ${t},dup-${t},SAWS,Brandt & Sohn,Band 7,\r\n` +
    `"Two-line ""label""\r\nsecond ${t}",SN-${t}-4,blade,Kessler,K1,\r\n` +
    `Repeat ${t},sn-${t}-1,blade,,,\r\n`;
  await page.goto('/parts');
  await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
  await expect(page).toHaveURL(/\/parts\/import$/);
  await chooseFile(page, 'messy.csv', csv);

  // Headers matched by themselves; the notes column is left out.
  await expect(page.getByLabel('Column “Name”')).toHaveValue('internal_label');
  await expect(page.getByLabel('Column “S/N”')).toHaveValue('serial_number');
  await expect(page.getByLabel('Column “Make”')).toHaveValue('manufacturer');
  await expect(page.getByLabel('Column “Notes”')).toHaveValue('ignore');
  await expect(page.getByLabel('Label, row 2')).toHaveValue(`Line 2, boning knife ${t}`);
  // A one-line box shows a label's line break as nothing; the label keeps it unless it is edited.
  await expect(page.getByLabel('Label, row 5')).toHaveValue(`Two-line "label"second ${t}`);
  await expect(page.getByLabel('Type, row 4')).toHaveValue('saw');
  // The service checks the rows by itself: it finds the serial another part already has, and links to that part.
  const taken = page.getByRole('cell', {
    name: `Another part already has this serial number: “Already here ${t}”.`,
    exact: false,
  });
  await expect(taken).toBeVisible();
  await expect(taken.getByRole('link', { name: `Open “Already here ${t}”` })).toHaveAttribute('href', `/parts/${existing.id}`);
  await expect(counts(page)).toHaveText('1 ready, 4 need attention');

  // The unknown type (its own per run: the account remembers choices) is listed once with a choice;
  // the repeated serial is found at once, in both rows.
  await page.getByLabel(`“Cleaver ${t}” is a`).selectOption('knife');
  await expect(page.getByRole('cell', { name: `Serial number “SN-${t}-1” is also in row 6.` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Serial number “sn-${t}-1” is also in row 2.` })).toBeVisible();
  await expect(counts(page)).toHaveText('2 ready, 3 need attention');
  await expect(page.getByRole('button', { name: /^Import / })).toBeDisabled();

  // Fix two rows in place.
  await page.getByLabel('Serial number, row 4').fill(`SN-${t}-3`);
  await page.getByLabel('Serial number, row 6').fill(`SN-${t}-5`);
  // Until the service has seen the fixes, those rows are what they are: not checked yet (row 2 too,
  // which the service was not asked about while its serial was given twice); the rest stay checked.
  await expect(counts(page)).toHaveText('2 ready, 3 not checked yet, 0 need attention');
  await expect(counts(page)).toHaveText('5 ready, 0 need attention');

  const batches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/parts/batch') && request.postDataJSON()?.dry_run !== true) {
      batches.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  const remembered = page.waitForResponse((r) => r.url().endsWith('/v1/part_type_aliases') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Import 5 parts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registered 5 parts' })).toBeVisible();
  expect((await remembered).status()).toBe(201);
  expect(batches).toHaveLength(1);
  expect(batches[0]).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByRole('link', { name: 'Show the 5 parts you imported' }).click();
  await expect(page).toHaveURL(/\/parts\?import=/);
  await expect(page.getByText('Showing only the 5 parts registered by one import.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Parts' });
  for (const label of [`Line 2, boning knife ${t}`, `Cleaver ${t}`, `Band saw ${t}`, `Repeat ${t}`]) {
    await expect(table.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(table.getByRole('link', { name: `Already here ${t}` })).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(6);
  const cleaver = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Cleaver ${t}` }) });
  await expect(cleaver.getByRole('cell', { name: 'Knife' })).toBeVisible();

  // The choice is the account's now: the next file with that value, in any case or spacing, asks nothing.
  await page.goto('/parts/import');
  await chooseFile(page, 'again.csv', `Name,S/N,Type\r\nSecond cleaver ${t},SN-${t}-9,  cleaver   ${t.toUpperCase()} \r\n`);
  await expect(counts(page)).toHaveText('1 ready, 0 need attention');
  await expect(page.getByRole('group', { name: 'Types the service doesn’t know' })).toHaveCount(0);
  const earlier = page.getByRole('group', { name: 'Types chosen in earlier imports' });
  await expect(earlier.getByLabel(`“cleaver ${t.toUpperCase()}” is a`)).toHaveValue('knife');
  await page.getByRole('button', { name: 'Import 1 part' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registered 1 part' })).toBeVisible();
});

test('export the filtered list, then a dry-run import of it flags every serial as registered and keeps a formula as text', async ({
  page,
}) => {
  const t = tag();
  const formula = `=HYPERLINK("http://example.com","${t}")`;
  await createPart(page.request, { internal_label: formula, serial_number: `EXP-${t}-1`, manufacturer: 'Kessler', model: 'K 1' });
  await createPart(page.request, {
    internal_label: `包丁 Gyuto ${t}`,
    serial_number: `EXP-${t}-2`,
    part_type: 'saw',
    manufacturer: 'Wüsthof',
  });
  await createPart(page.request, { internal_label: `No serial ${t}` });
  await page.goto(`/parts?q=${t}`);
  await expect(page.getByRole('table', { name: 'Parts' }).getByRole('row')).toHaveCount(4);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const bytes = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded 3 parts' })).toBeVisible();
  // UTF-8 with a byte-order mark, so Excel on Windows reads "Wüsthof" and "包丁" as written.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  const { data, errors } = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
  expect(errors).toEqual([]);
  expect(Object.keys(data[0]!)).toEqual([
    ...['Type', 'Label', 'Serial number', 'Manufacturer', 'Model', 'Site', 'Status', 'Status code', 'Wear level', 'Sharpenings'],
    ...['Last serviced', 'Forecast due', 'Registered', 'Part ID'],
  ]);
  const gyuto = data.find((row) => row['Serial number'] === `EXP-${t}-2`)!;
  expect(gyuto).toMatchObject({ Label: `包丁 Gyuto ${t}`, Manufacturer: 'Wüsthof', Type: 'saw', Status: 'With you' });
  // Each part's site by name, which the import reads back as the row's site.
  const [home] = (await apiGet<{ data: { site_id: string }[] }>(page.request, `/v1/parts?q=EXP-${t}-2&limit=1`)).data;
  expect(gyuto.Site).toBe((await activeSites(page.request)).find((site) => site.id === home!.site_id)!.name);
  expect(gyuto).toMatchObject({ 'Status code': 'with_customer', 'Wear level': '0', Sharpenings: '0', 'Last serviced': '' });
  expect(csv).toContain(`"'=HYPERLINK(""http://example.com"",""${t}"")",EXP-${t}-1,Kessler,K 1`);

  await page.goto('/parts/import');
  await chooseFile(page, file.suggestedFilename(), csv);
  // No mapping step: every column is where it belongs, what the service sets is left out.
  for (const [header, field] of [
    ['Type', 'part_type'],
    ['Label', 'internal_label'],
    ['Serial number', 'serial_number'],
    ['Manufacturer', 'manufacturer'],
    ['Model', 'model'],
    ['Site', 'site'],
    ['Status', 'ignore'],
    ['Status code', 'ignore'],
    ['Forecast due', 'ignore'],
    ['Part ID', 'ignore'],
  ]) {
    await expect(page.getByLabel(`Column “${header}”`)).toHaveValue(field!);
  }
  const labels = page.getByRole('textbox', { name: /^Label, row/ });
  await expect(labels).toHaveCount(3);
  // Stored as text all the same, and said so beside the row.
  await expect(
    page.getByRole('cell', { name: /Label starts like a spreadsheet formula\. It is stored as text, never run/ }),
  ).toHaveCount(1);
  expect(await labels.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toContain(formula);
  await page.getByRole('button', { name: 'Check with the service' }).click();
  await expect(page.getByRole('cell', { name: /Another part already has this serial number/ })).toHaveCount(2);
  await expect(counts(page)).toHaveText('1 ready, 2 need attention');
});

test('a restaurant group’s file: its kitchen column read as each row’s site, the types it writes matched without asking, a serial given twice marked in both rows', async ({
  page,
}) => {
  const t = tag();
  const csv =
    'Kitchen,Item,Type,S/N\r\n' +
    `Harbour St,Gyuto ${t},Chef knife,K-${t}-1\r\n` +
    `Harbour St,Petty ${t},Paring knife,K-${t}-2\r\n` +
    `Dock Rd,Shears ${t},Kitchen scissors,K-${t}-3\r\n` +
    `Dock Rd,Bone saw ${t},Bone saw,K-${t}-1\r\n`;
  await page.goto('/parts/import');
  await chooseFile(page, 'kitchens.csv', csv);
  await expect(page.getByLabel('Column “Kitchen”')).toHaveValue('site');
  await expect(page.getByLabel('Column “Item”')).toHaveValue('internal_label');
  await expect(page.getByLabel('Type, row 2')).toHaveValue('knife');
  await expect(page.getByLabel('Type, row 3')).toHaveValue('knife');
  await expect(page.getByLabel('Type, row 4')).toHaveValue('scissor');
  await expect(page.getByLabel('Type, row 5')).toHaveValue('saw');
  await expect(page.getByLabel(/” is a$/)).toHaveCount(0);
  await expect(page.getByRole('cell', { name: `Serial number “K-${t}-1” is also in row 5.` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Serial number “K-${t}-1” is also in row 2.` })).toBeVisible();
  // Harbour St is one of the demo's kitchens; Dock Rd is none of the account's sites.
  await expect(page.getByText('Site “Dock Rd” is not one of your sites', { exact: false })).toHaveCount(2);
  await expect(counts(page)).toHaveText('1 ready, 3 need attention');
});

test('bad files get a clear message and register nothing', async ({ page }) => {
  const before = await partsTotal(page);
  await page.goto('/parts/import');
  const refusal = page.getByRole('alert').filter({ hasText: 'This can’t be imported' });
  const cases: [string, string | Buffer, string, RegExp][] = [
    ['scan.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'application/pdf', /This is a PDF.*Save As/],
    [
      'parts.xlsx',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]),
      'application/vnd.ms-excel',
      /workbook.*CSV UTF-8.*Google Sheets.*Numbers/,
    ],
    ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png', /image \(PNG\)/],
    ['empty.csv', '', 'text/csv', /The file is empty/],
    ['headers.csv', 'Type,Label,Serial number\r\n', 'text/csv', /no parts under it/],
    ['huge.csv', `Type,Label\r\n${'knife,x\r\n'.repeat(10_001)}`, 'text/csv', /10,001 rows; one import takes at most 10,000/],
    ['big.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'text/csv', /up to 10 MB/],
  ];
  for (const [name, contents, mime, message] of cases) {
    await chooseFile(page, name, contents, mime);
    await expect(refusal, name).toContainText(message);
    await expect(refusal).toContainText('Nothing was registered.');
  }

  // A row of 5,000 characters and a type the service does not know: shown, explained, not importable.
  await chooseFile(page, 'long.csv', `Type,Label\r\nknife,${'x'.repeat(5000)}\r\nspoon,Spoon\r\nsaw,Fine\r\n`);
  await expect(page.getByRole('cell', { name: 'Label is 5,000 characters long; at most 200.' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '“spoon” is not a type the service knows: choose one.' })).toBeVisible();
  await expect(counts(page)).toHaveText('1 ready, 2 need attention');
  await expect(page.getByRole('button', { name: 'Import 1 part' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Show only rows that need attention' }).check();
  await expect(page.getByRole('textbox', { name: /^Label, row/ })).toHaveCount(2);
  expect(await partsTotal(page)).toBe(before);
});

test('a connection dropped mid-import resumes with the same keys and registers nothing twice', async ({ page }) => {
  const t = tag();
  const rows = Array.from({ length: 1500 }, (_, i) => `blade,Resume ${t} ${i},RES-${t}-${i}`).join('\n');
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/v1/parts/batch', async (route) => {
    const body = route.request().postDataJSON() as { dry_run?: boolean };
    if (body.dry_run) return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 2 && !dropped) {
      // The server registers the batch, but its answer never arrives.
      dropped = true;
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const before = await partsTotal(page);
  await page.goto('/parts/import');
  await page.getByLabel('Or paste cells copied from a spreadsheet (the column names first)').fill(`Type,Label,Serial\n${rows}`);
  await page.getByRole('button', { name: 'Read pasted cells' }).click();
  await expect(counts(page)).toHaveText('1,500 ready, 0 need attention');
  await page.getByRole('button', { name: 'Import 1,500 parts' }).click();
  await expect(page.getByText(/The import stopped after 1,000 of 1,500 parts/)).toBeVisible();
  await page.getByRole('button', { name: 'Resume import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registered 1,500 parts' })).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[2]).toBe(keys[1]);
  expect(await partsTotal(page)).toBe(before + 1500);
});

test('an import cut off and reloaded offers to resume, and registers rows without serial numbers once', async ({ page }) => {
  const t = tag();
  const rows = Array.from({ length: 1500 }, (_, i) => `knife,Reload ${t} ${i}`).join('\n');
  const keys: string[] = [];
  let cut = false;
  await page.route('**/v1/parts/batch', async (route) => {
    const body = route.request().postDataJSON() as { dry_run?: boolean };
    if (body.dry_run) return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 2 && !cut) {
      // The second batch is registered, but the connection is cut before its answer arrives.
      cut = true;
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.goto('/parts/import');
  await page.getByLabel('Or paste cells copied from a spreadsheet (the column names first)').fill(`Type,Label\n${rows}`);
  await page.getByRole('button', { name: 'Read pasted cells' }).click();
  await expect(counts(page)).toHaveText('1,500 ready, 0 need attention');
  await page.getByRole('button', { name: 'Import 1,500 parts' }).click();
  await expect(page.getByText(/The import stopped after 1,000 of 1,500 parts/)).toBeVisible();

  // The tab reloads: the run was kept in this browser, so the screen offers to finish it.
  await page.reload();
  const left = page.getByRole('region', { name: 'An import was left unfinished' });
  await expect(left).toContainText('1,000 parts of 1,500 registered when it stopped');
  await expectNoAxeViolations(page);
  await left.getByRole('button', { name: 'Resume import' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Registered 1,500 parts' });
  await expect(done).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[2]).toBe(keys[1]);
  const importId = new URL(
    (await done.getByRole('link', { name: 'Show them' }).getAttribute('href'))!,
    page.url(),
  ).searchParams.get('import');
  const registered = (await (await page.request.get(`/v1/parts?import_id=${importId}&limit=1`)).json()) as {
    meta: { total: number };
  };
  expect(registered.meta.total).toBe(1500);
  // Finished: nothing is offered again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'An import was left unfinished' })).toHaveCount(0);
});

test('the import screen passes axe, before and after a file is read, and fits a 360 px phone', async ({ page }) => {
  await page.goto('/parts/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import parts from a spreadsheet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseFile(page, 'a11y.csv', `Type,Label,Serial number\r\nknife,A11y ${tag()},\r\nspoon,Spoon,\r\n`);
  await expect(counts(page)).toHaveText('1 ready, 1 needs attention');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await expectNoSidewaysScroll(page);
  await expect(page.getByLabel('Choose a file, or drop it here')).toBeVisible();
});

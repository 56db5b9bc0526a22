import { expect, type APIRequestContext } from '@playwright/test';
import { createPart } from '../parts/parts-api';
import { XSS_PAYLOADS } from './xss-payloads';

export interface PayloadPart {
  id: string;
  label: string;
  serial: string;
  manufacturer: string;
  model: string;
}

/** The text a field holds: the payload first, then a tag naming field, payload and run. */
export function payloadText(payload: string, field: string, index: number, token: string): string {
  return `${payload} ${field}-${index}-${token}`;
}

/** One part per payload through the real v1 API, the payload in every free-text field. */
export async function createPayloadParts(request: APIRequestContext, token: string): Promise<PayloadPart[]> {
  const parts: PayloadPart[] = [];
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const fields = {
      label: payloadText(payload, 'label', index, token),
      serial: payloadText(payload, 'serial', index, token),
      manufacturer: payloadText(payload, 'maker', index, token),
      model: payloadText(payload, 'model', index, token),
    };
    const created = await createPart(request, {
      internal_label: fields.label,
      serial_number: fields.serial,
      manufacturer: fields.manufacturer,
      model: fields.model,
    });
    parts.push({ id: created.id, ...fields });
  }
  return parts;
}

/** The server stored what was sent, byte for byte: no escaping or stripping to hide behind. */
export async function expectStoredVerbatim(request: APIRequestContext, part: PayloadPart): Promise<void> {
  const response = await request.get(`/v1/parts/${part.id}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, string> };
  expect([data['internal_label'], data['serial_number'], data['manufacturer'], data['model']]).toEqual([
    part.label,
    part.serial,
    part.manufacturer,
    part.model,
  ]);
}

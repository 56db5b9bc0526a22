import { gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openapiDocument } from '#server/http/openapi/openapi-document';

type Json = Record<string, unknown>;
interface HeaderSpec {
  required?: boolean;
  schema?: { type?: string };
}
interface ResponseSpec {
  headers?: Record<string, HeaderSpec>;
  content?: Record<string, { schema: Json }>;
}
interface OperationSpec {
  responses: Record<string, ResponseSpec>;
}

/** Headers whose presence must be documented when a response carries them. */
const CHECKED_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-RateLimit-Scope',
  'X-Request-Id',
  'Retry-After',
  'Idempotent-Replayed',
  'WWW-Authenticate',
];

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<Json, ValidateFunction>();

function resolved(schema: Json, components: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return (components.schemas as Record<string, Json>)[name]!;
}

function validatorFor(schema: Json): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function operationFor(document: Json, method: string, pathname: string): OperationSpec | undefined {
  for (const [template, methods] of Object.entries(document.paths as Record<string, Record<string, OperationSpec>>)) {
    // Exact, no trailing slash: the server routes none (`/v1/parts/` is a 404, not the list).
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (pattern.test(pathname)) return methods[method.toLowerCase()];
  }
  return undefined;
}

async function bodyText(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  return res.headers.get('Content-Encoding') === 'gzip' ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
}

/**
 * Every response of a documented operation, checked against the document the
 * server serves: the status is listed, required headers are there, API headers
 * present are documented, and the JSON body matches the schema. Throws with
 * every mismatch, so the test that made the request fails.
 */
export async function checkAgainstOpenApi(
  method: string,
  url: string,
  response: Response,
  options: { sandbox: boolean },
): Promise<void> {
  const document = (await openapiDocument(options)) as unknown as Json;
  const pathname = new URL(url).pathname;
  const operation = operationFor(document, method, pathname);
  if (!operation) return;
  const where = `${method} ${pathname} → ${response.status}`;
  const spec = operation.responses[String(response.status)];
  if (!spec) throw new Error(`${where}: the OpenAPI document lists only ${Object.keys(operation.responses).join(', ')}.`);
  const problems: string[] = [];
  for (const [name, header] of Object.entries(spec.headers ?? {})) {
    const value = response.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`header ${name} is required but missing`);
    } else if (header.schema?.type === 'integer' && !/^-?\d+$/.test(value)) {
      problems.push(`header ${name} must be an integer, got ${JSON.stringify(value)}`);
    }
  }
  for (const name of CHECKED_HEADERS) {
    if (response.headers.has(name) && !spec.headers?.[name]) problems.push(`header ${name} is sent but not documented`);
  }
  const content = spec.content?.['application/json'];
  if (content && method !== 'HEAD') {
    if (!response.headers.get('Content-Type')?.startsWith('application/json'))
      problems.push(`Content-Type is ${response.headers.get('Content-Type')}`);
    const text = await bodyText(response.clone());
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`the body is not JSON: ${text.slice(0, 200)}`);
    }
    const validate = validatorFor(resolved(content.schema, document.components as Json));
    if (body !== undefined && !validate(body)) {
      problems.push(
        ...(validate.errors ?? []).map((error) => `body${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`),
      );
    }
  }
  if (problems.length > 0) throw new Error(`${where} does not match the OpenAPI document:\n- ${problems.join('\n- ')}`);
}

const webhookValidators = new Map<object, ValidateFunction>();

interface WebhookSpec {
  post: { parameters: { name: string; in: string; required: boolean; schema: { pattern?: string } }[]; requestBody: Json };
}

/**
 * A delivery a receiver got, checked against the document's `webhooks` entry for its type: the
 * entry exists, its headers are there and match their patterns, and the body matches the event's
 * schema (with the components it refers to). Throws with every mismatch.
 */
export async function checkWebhookAgainstOpenApi(
  delivery: { headers: Record<string, string | string[] | undefined>; body: string },
  options: { sandbox: boolean },
): Promise<void> {
  const document = (await openapiDocument(options)) as unknown as Json;
  const body = JSON.parse(delivery.body) as { type: string };
  const spec = (document.webhooks as Record<string, WebhookSpec>)[body.type];
  if (!spec) throw new Error(`The OpenAPI document has no webhook for ${body.type}.`);
  const problems: string[] = [];
  for (const parameter of spec.post.parameters.filter((p) => p.in === 'header')) {
    const value = delivery.headers[parameter.name.toLowerCase()];
    if (typeof value !== 'string') {
      if (parameter.required) problems.push(`header ${parameter.name} is required but missing`);
    } else if (parameter.schema.pattern && !new RegExp(parameter.schema.pattern).test(value)) {
      problems.push(`header ${parameter.name} does not match ${parameter.schema.pattern}: ${value}`);
    }
  }
  let validate = webhookValidators.get(spec);
  if (!validate) {
    const { schema } = (spec.post.requestBody as { content: Record<string, { schema: Json }> }).content['application/json']!;
    validate = ajv.compile({ ...schema, components: document.components });
    webhookValidators.set(spec, validate);
  }
  if (!validate(body)) {
    problems.push(
      ...(validate.errors ?? []).map((error) => `body${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`),
    );
  }
  if (problems.length > 0)
    throw new Error(`The ${body.type} delivery does not match the OpenAPI document:\n- ${problems.join('\n- ')}`);
}

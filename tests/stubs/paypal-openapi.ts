// Checks a request against PayPal's own published OpenAPI documents (tests/stubs/paypal-openapi/,
// source and commit in its README): the operation must exist, its path, query and header
// parameters and its JSON body must match PayPal's schemas. The stand-in answers a violation
// with PayPal's 400 and keeps it, so a request PayPal's schema rejects fails the test that sent it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const DOCUMENTS = ['billing_subscriptions_v1', 'catalogs_products_v1', 'notifications_webhooks_v1'];

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Json;
}
interface Operation {
  document: string;
  method: string;
  template: string;
  pattern: RegExp;
  operation: Json;
}

// PayPal's schemas are OpenAPI 3.0 (nullable, readOnly, example, x-…): strict mode would refuse
// those keywords. Its own formats (ppaas_date_time_v3, …) always come with a pattern or an enum
// that says the same, so they are accepted as names only. Their patterns are written for Java's
// regular expressions (a bare `{` or `]`), which JavaScript reads only without the u flag.
const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
addFormats(ajv);
const documents = new Map<string, Json>();
for (const name of DOCUMENTS) {
  const document = JSON.parse(
    readFileSync(join(import.meta.dirname, 'paypal-openapi', `${name}.json`), 'utf8'),
  );
  for (const format of JSON.stringify(document).matchAll(/"format":"([a-z0-9_]+)"/g)) {
    if (format[1] && !ajv.formats[format[1]]) ajv.addFormat(format[1], true);
  }
  documents.set(name, document);
  ajv.addSchema(document, name);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every operation of the three documents, literal paths before templated ones. */
const operations: Operation[] = [...documents].flatMap(([document, spec]) =>
  Object.entries(spec.paths as Record<string, Record<string, Json>>).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([, operation]) => typeof operation === 'object' && 'operationId' in operation)
      .map(([method, operation]) => ({
        document,
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(
          `^${template
            .split(/\{[^}]+\}/)
            .map(escapeRegExp)
            .join('([^/]+)')}$`,
        ),
        operation,
      })),
  ),
);
operations.sort((a, b) => a.template.split('{').length - b.template.split('{').length);

const validators = new Map<string, ValidateFunction>();
function validatorFor(document: string, schema: Json): ValidateFunction {
  const ref = typeof schema.$ref === 'string' ? schema.$ref : null;
  const key = ref ? `${document}${ref}` : `${document} ${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(ref ? { $ref: `${document}${ref}` } : schema);
    validators.set(key, validate);
  }
  return validate;
}

function resolve(document: string, value: Json): Json {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  let found: unknown = documents.get(document);
  for (const part of ref.replace(/^#\//, '').split('/')) found = (found as Json)[part];
  return found as Json;
}

function errorsOf(validate: ValidateFunction, where: string): string[] {
  return (validate.errors ?? []).map((e) => `${where}${e.instancePath} ${e.message ?? 'is invalid'}`);
}

/** Query and path values are text; PayPal reads numbers and booleans from them. */
function typed(value: string, schema: Json): unknown {
  if ((schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export interface CheckedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  text: string;
}

/** What PayPal's schema finds wrong with the request: empty when it is valid. */
export function schemaViolations({ method, path, query, headers, text }: CheckedRequest): string[] {
  const found = operations.find((o) => o.method === method && o.pattern.test(path));
  if (!found) return [`${method} ${path} is not an operation of PayPal's documents`];
  const { document, operation } = found;
  const problems: string[] = [];
  const pathValues = found.pattern.exec(path)?.slice(1) ?? [];
  const pathNames = [...found.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  for (const raw of (operation.parameters as Json[] | undefined) ?? []) {
    const parameter = resolve(document, raw) as unknown as Parameter;
    const value =
      parameter.in === 'path'
        ? pathValues[pathNames.indexOf(parameter.name)]
        : parameter.in === 'query'
          ? (query.get(parameter.name) ?? undefined)
          : (headers.get(parameter.name) ?? undefined);
    if (value === undefined) {
      if (parameter.required) problems.push(`${parameter.in} parameter ${parameter.name} is required`);
      continue;
    }
    const schema = parameter.schema ?? {};
    const validate = validatorFor(document, schema);
    const decoded = parameter.in === 'path' ? decodeURIComponent(value) : value;
    if (!validate(typed(decoded, resolve(document, schema))))
      problems.push(...errorsOf(validate, `${parameter.in} ${parameter.name}`));
  }
  const body = operation.requestBody ? resolve(document, operation.requestBody as Json) : undefined;
  const schema = (body?.content as Record<string, { schema?: Json }> | undefined)?.['application/json']
    ?.schema;
  if (!body) {
    if (text !== '') problems.push(`${method} ${found.template} takes no body`);
    return problems;
  }
  if (text === '') {
    if (body.required) problems.push('the request body is required');
    return problems;
  }
  if (!/^application\/json\b/.test(headers.get('content-type') ?? '')) problems.push('the body must be JSON');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  if (schema) {
    const validate = validatorFor(document, schema);
    if (!validate(json)) problems.push(...errorsOf(validate, 'body'));
  }
  return problems;
}

/** The operation's id in PayPal's documents, for the request table of the tests. */
export function operationOf(method: string, path: string): string | undefined {
  const found = operations.find((o) => o.method === method && o.pattern.test(path));
  return found ? `${found.document} ${String(found.operation.operationId)}` : undefined;
}

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface MediaType {
  schema?: Record<string, unknown>;
}
interface Response {
  description: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses: Record<string, Response>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const DOCUMENT_ID = 'https://openapi.test/document.json';

/**
 * Checks answers against an OpenAPI 3.1 document: the status must be documented for the operation,
 * the media type must be one it documents, and a JSON body must validate against its schema (JSON
 * Schema 2020-12, `$ref`s into `components.schemas`, formats checked).
 */
export function documentedAnswers(document: OpenApiDocument) {
  // Formats are checked (date-time, email); `binary` only describes upload fields.
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  // OpenAPI's own annotations inside schemas.
  ajv.addVocabulary(['discriminator', 'xml', 'externalDocs']);
  // The components, reachable through `$ref: '#/components/schemas/…'` rewritten to this document's id.
  const rewrite = (schema: unknown): unknown =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${DOCUMENT_ID}#/$defs/`));
  ajv.addSchema({ $id: DOCUMENT_ID, $defs: rewrite(document.components?.schemas ?? {}) });
  const validators = new Map<string, ValidateFunction>();

  const operationOf = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()];

  return {
    /** `METHOD path` of every operation of the document. */
    operations(): string[] {
      return Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
    },

    /** Null when the answer is as documented; otherwise what is wrong with it. */
    check(method: string, path: string, status: number, contentType: string, body: string): string | null {
      const operation = operationOf(method, path);
      if (!operation) return `${method} ${path} is not in the document`;
      const response = operation.responses[String(status)];
      if (!response) return `status ${status} is not documented for ${method} ${path}`;
      if (!response.content) return body === '' ? null : `status ${status} is documented without a body`;
      const mediaType = contentType.split(';')[0]!.trim();
      const documented = response.content[mediaType];
      if (!documented) {
        return `${mediaType || 'no content type'} is not documented for ${status} (${Object.keys(response.content).join(', ')})`;
      }
      if (mediaType !== 'application/json') return typeof body === 'string' ? null : 'no body';
      const key = `${method} ${path} ${status}`;
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(rewrite(documented.schema ?? {}) as object);
        validators.set(key, validate);
      }
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        return 'the body is not JSON';
      }
      if (validate(value)) return null;
      return `the body does not match the documented schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`;
    },
  };
}

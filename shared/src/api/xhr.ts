import { AppError } from '../errors/index.js';
import type { RawResponse } from './response.js';

/** Bytes of a request body sent so far, and how many it has (0 when the browser cannot tell). */
export type UploadProgress = (sentBytes: number, totalBytes: number) => void;

export interface XhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit | null;
  signal?: AbortSignal;
  onUploadProgress: UploadProgress;
}

function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): Error {
  const error = new Error('The request was aborted');
  error.name = 'AbortError';
  return error;
}

/**
 * Sends one request through XMLHttpRequest, the only browser API that reports how much of a request body
 * has gone out (fetch reports nothing until the answer). Answers as `fetch` would be read: the status and
 * the body (JSON, text, or undefined); no network answer is a NetworkError; an aborted signal rejects with
 * an AbortError. `create` is the XMLHttpRequest constructor (a test's fake in unit tests).
 */
export function xhrSend(
  request: XhrRequest,
  create: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<RawResponse> {
  return new Promise<RawResponse>((resolve, reject) => {
    if (request.signal?.aborted === true) {
      reject(abortError());
      return;
    }
    const xhr = create();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      request.onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
    });
    const onAbort = () => {
      xhr.abort();
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      settle();
      resolve({ status: xhr.status, body: parsed(xhr.responseText) });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new AppError('NetworkError'));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new AppError('RequestTimeout'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(request.body);
  });
}

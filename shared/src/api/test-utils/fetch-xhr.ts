/**
 * A stand-in for the browser's XMLHttpRequest in Node tests: sends the request with fetch to a real server,
 * fires the upload `progress` events a browser would (in `chunks` steps, then the whole body), and
 * `load`/`error`/`abort` with the answer. Only what `xhrSend` uses is there.
 */
export class FetchXhr extends EventTarget {
  static chunks = 4;
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  abort(): void {
    this.controller.abort();
  }

  send(body: Blob | null): void {
    void this.run(body);
  }

  private async run(body: Blob | null): Promise<void> {
    const total = body?.size ?? 0;
    for (let step = 1; step <= FetchXhr.chunks && total > 0; step += 1) {
      const progress = new Event('progress') as Event & Record<string, unknown>;
      Object.assign(progress, {
        loaded: Math.round((total * step) / FetchXhr.chunks),
        total,
        lengthComputable: true,
      });
      this.upload.dispatchEvent(progress);
    }
    try {
      const response = await fetch(this.url, {
        method: this.method,
        headers: this.headers,
        body,
        signal: this.controller.signal,
      });
      this.status = response.status;
      this.responseText = await response.text();
      this.dispatchEvent(new Event('load'));
    } catch {
      this.dispatchEvent(new Event(this.controller.signal.aborted ? 'abort' : 'error'));
    }
  }
}

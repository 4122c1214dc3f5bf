/** One request the page sent through XMLHttpRequest (file uploads, which report their progress). */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Reports that `loaded` of `total` bytes have gone. */
  progress(loaded: number, total: number): void;
  /** Answers with this HTTP status and JSON body. */
  respond(status: number, body: unknown): void;
}

/**
 * The network under file uploads: replaces the browser's XMLHttpRequest (the API client sends uploads with it,
 * to report progress) by one that records each request and lets the test answer it. `restore` puts the real
 * one back.
 */
export function installFakeUploadServer() {
  const sent: FakeUpload[] = [];
  const original = globalThis.XMLHttpRequest;

  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private request: Omit<FakeUpload, 'progress' | 'respond'> = {
      method: 'GET',
      url: '',
      headers: {},
      body: null,
    };

    open(method: string, url: string): void {
      this.request = { ...this.request, method, url };
    }

    setRequestHeader(name: string, value: string): void {
      this.request.headers[name.toLowerCase()] = value;
    }

    abort(): void {
      this.dispatchEvent(new Event('abort'));
    }

    send(body: unknown): void {
      sent.push({
        ...this.request,
        body,
        progress: (loaded, total) => {
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }),
          );
        },
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.dispatchEvent(new Event('load'));
        },
      });
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}

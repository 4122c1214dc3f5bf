/** The page → worker message listing the files the page loaded before the worker controlled it. */
export const WARM_MESSAGE = 'quire:warm-offline-cache';

export interface WarmMessage {
  type: typeof WARM_MESSAGE;
  urls: string[];
}

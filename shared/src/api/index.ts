export {
  createApiClient,
  api,
  authApi,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type AuthMode,
  type ResponseType,
  type HttpMethod,
  type QueryValue,
} from './client.js';
export { type UploadProgress } from './xhr.js';

export { uploadFile, isUploadOverLimit, type UploadedBlob, type UploadOptions } from './upload.js';
export { freePlanUploadBytes } from '../contract/limits.js';

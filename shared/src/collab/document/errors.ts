import { AppError } from '../../errors/app-error.js';
import { SpecMessages } from '../../errors/messages.js';

/** 'Document not found': the Y.Doc holds no `data.document` in AppFlowy's layout. */
export function documentNotFound(): AppError {
  return new AppError('RecordNotFound', SpecMessages.documentNotFound);
}

/** 'Parent block not found': an edit needs a parent the document does not hold. */
export function parentBlockNotFound(): AppError {
  return new AppError('RecordNotFound', SpecMessages.parentBlockNotFound);
}

export function blockNotFound(): AppError {
  return new AppError('RecordNotFound', 'Block not found');
}

/** An edit the model cannot make (a page deleted, a block moved into itself): a caller's mistake. */
export function invalidBlockEdit(message: string): AppError {
  return new AppError('InvalidBlock', message);
}

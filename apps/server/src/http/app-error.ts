import { type BusinessCode, Code, httpStatusOf, Message } from '@talkreel/contract';

/** The one error type of the server: a business code, a message and optional reply data. */
export class AppError extends Error {
  constructor(
    readonly code: BusinessCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return httpStatusOf[this.code] ?? 500;
  }
}

export const notFound = (message: string = Message.NOT_FOUND) =>
  new AppError(Code.NOT_FOUND, message);
export const forbidden = (message: string = Message.PERMISSION_DENIED) =>
  new AppError(Code.ACCESS_RESTRICTED, message);
export const invalidInput = (message: string) => new AppError(Code.INVALID_INPUT, message);

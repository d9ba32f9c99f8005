/**
 * Errors a handler throws on purpose. The error handler turns them into FastAPI-style bodies,
 * so handlers never build error replies themselves.
 */
import type { ValidationIssue } from '../schemas/common.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/** A check the JSON schema cannot express (trimmed length, a real time zone): answers 422. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;

  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '));
    this.name = 'RequestValidationError';
  }
}

export const DETAIL = {
  badCredentials: 'Incorrect username or password',
  invalidToken: 'Could not validate credentials',
  notAuthenticated: 'Not authenticated',
  forbidden: 'Недостаточно прав',
  usernameTaken: 'Username already taken',
  tooManyRequests: 'Слишком много попыток. Попробуйте позже.',
  internal: 'Внутренняя ошибка сервера',
  databaseUnavailable: 'База данных временно недоступна. Попробуйте позже.',
  /** Something other than the database is missing (Redis for the login limits), or draining. */
  serviceUnavailable: 'Сервис временно недоступен. Попробуйте позже.',
  notFound: 'Not Found',
  userNotFound: 'Пользователь не найден',
  loginNotFound: 'Пользователь с таким логином не найден',
  cannotManage: 'Недостаточно прав для управления этим пользователем',
  ownAccount: 'Нельзя изменить собственную учётную запись',
  cannotAssignRole: 'Недостаточно прав для назначения этой роли',
  cannotGrantSuperuser: 'Только суперпользователь может назначить суперпользователя',
  cannotCreateUsers: 'Недостаточно прав для создания пользователей',
  lastSuperuser: 'Нельзя лишить прав последнего активного суперпользователя',
  taskNotFound: 'Задача не найдена',
  tasksOfOthers: 'Исполнитель видит только свои задачи',
  executorTaskFields: 'Исполнитель может менять только статус и описание своих задач',
  cannotManageTasks: 'Создавать, назначать и удалять задачи могут только персонал и администраторы',
  cityNotFound: 'Город не найден',
  districtNotFound: 'Район не найден',
  productNotFound: 'Товар не найден',
  fileNotFound: 'Файл не найден',
  cityNameTaken: 'Город с таким названием уже существует',
  districtNameTaken: 'Район с таким названием уже есть в этом городе',
  cityHasDistricts: 'Нельзя удалить город: сначала удалите его районы',
  fileInUse: 'Файл используется товаром и не может быть удалён',
  notAnImage: 'Можно загружать только изображения JPEG, PNG, WebP или GIF',
  notMultipart: 'Ожидается multipart/form-data',
  malformedRequest: 'Некорректный HTTP-запрос',
  requestTimeout: 'Запрос не был получен вовремя',
  headersTooLarge: 'Слишком большие заголовки запроса',
  jsonTooDeep: 'Слишком глубокая вложенность JSON: не более 32 уровней',
} as const;

export const forbidden = (detail: string = DETAIL.forbidden) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/** A 422 on one field, for checks a JSON schema cannot express. */
export function invalidField(loc: (string | number)[], msg: string, type = 'value_error') {
  return new RequestValidationError([{ loc, msg, type }]);
}

/** FastAPI's OAuth2 answers carry this header; some clients look for it. */
export function unauthorized(detail: string = DETAIL.invalidToken): HttpError {
  return new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
}

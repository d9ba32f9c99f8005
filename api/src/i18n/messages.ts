/**
 * Every text the API answers a person with, in Russian and English side by side: a `detail`,
 * a 422 item's `msg`, a coupon check's reason. One table on purpose (longer than our usual
 * file): a translator reviews it in one place, and a message without its English does not
 * compile. The Russian is what the spec, the screens and the tests read; change it only with
 * them. Texts written to the database (activity descriptions) are records, not answers, and
 * stay Russian where they are made. The OpenAPI texts stay Russian too.
 *
 * Texts shared with the web client (login rules, coupon rules) keep their Russian in
 * @storefront/shared and get their English here, keyed like the shared constant, so a new
 * shared message without English is a type error in this file.
 */

import { LOGIN_MESSAGES, VISIBLE_TEXT_MESSAGE } from '@storefront/shared/text-safety';
import { COUPON_MESSAGES } from '@storefront/shared/validation/coupon-rules';
import { decimal, fileSize, roubles } from './formats.ts';
import { type Message, untranslated } from './message.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { SERVICE_MESSAGES } from './service-messages.ts';
import { SHOP_MESSAGES } from './shop-messages.ts';

/** A text, a text made from parameters, or a family keyed like a shared constant. */
type CatalogueEntry = Message | ((...args: never[]) => Message) | Readonly<Record<string, Message>>;

/** 1 символ, 2 символа, 5 символов, 11 символов, 21 символ. */
function characters(n: number): Message {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const en = n === 1 ? 'character' : 'characters';
  if (mod10 === 1 && mod100 !== 11) return { ru: 'символ', en };
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return { ru: 'символа', en };
  return { ru: 'символов', en };
}

/** After «не более»: 1 элемента, 4 элементов. */
function items(n: number): Message {
  const en = n === 1 ? 'item' : 'items';
  return { ru: n % 10 === 1 && n % 100 !== 11 ? 'элемента' : 'элементов', en };
}

const LOGIN_RULES = {
  invisible: {
    ru: LOGIN_MESSAGES.invisible,
    en: 'Username must not contain invisible or control characters',
  },
  mixedScript: {
    ru: LOGIN_MESSAGES.mixedScript,
    en: 'Username must not mix letters of different alphabets (Latin and Cyrillic)',
  },
} as const satisfies Record<keyof typeof LOGIN_MESSAGES, Message>;

const COUPON_RULES = {
  code: { ru: COUPON_MESSAGES.code, en: 'The code may contain only capital letters and digits' },
  name: { ru: COUPON_MESSAGES.name, en: 'The name must be at least 3 characters long' },
  discount: { ru: COUPON_MESSAGES.discount, en: 'The discount must be greater than 0' },
  percent: { ru: COUPON_MESSAGES.percent, en: 'A percentage discount cannot exceed 100%' },
  usageLimit: { ru: COUPON_MESSAGES.usageLimit, en: 'The usage limit must be greater than 0' },
  userLimit: { ru: COUPON_MESSAGES.userLimit, en: 'The limit per user must be greater than 0' },
  minimum: { ru: COUPON_MESSAGES.minimum, en: 'The minimum amount cannot be negative' },
  maximum: { ru: COUPON_MESSAGES.maximum, en: 'The maximum discount cannot be negative' },
  period: { ru: COUPON_MESSAGES.period, en: 'The end date must be later than the start date' },
} as const satisfies Record<keyof typeof COUPON_MESSAGES, Message>;

/** 'day' in the genitive after «не длиннее», by Russian plural category (731 дня, 62 дней). */
const RU_DAYS: Record<string, string> = { one: 'дня', few: 'дней', many: 'дней', other: 'дня' };

export const MESSAGES = {
  // FastAPI's own texts: the spec's client compares them by value, in either language.
  badCredentials: untranslated('Incorrect username or password'),
  invalidToken: untranslated('Could not validate credentials'),
  notAuthenticated: untranslated('Not authenticated'),
  usernameTaken: untranslated('Username already taken'),
  notFound: untranslated('Not Found'),

  // The service and the HTTP layer.
  forbidden: { ru: 'Недостаточно прав', en: 'Not enough permissions' },
  tooManyRequests: {
    ru: 'Слишком много попыток. Попробуйте позже.',
    en: 'Too many attempts. Please try again later.',
  },
  internal: { ru: 'Внутренняя ошибка сервера', en: 'Internal server error' },
  databaseUnavailable: {
    ru: 'База данных временно недоступна. Попробуйте позже.',
    en: 'The database is temporarily unavailable. Please try again later.',
  },
  /** Something other than the database is missing (Redis for the login limits), or draining. */
  serviceUnavailable: {
    ru: 'Сервис временно недоступен. Попробуйте позже.',
    en: 'The service is temporarily unavailable. Please try again later.',
  },
  malformedRequest: { ru: 'Некорректный HTTP-запрос', en: 'Malformed HTTP request' },
  requestTimeout: {
    ru: 'Запрос не был получен вовремя',
    en: 'The request was not received in time',
  },
  headersTooLarge: { ru: 'Слишком большие заголовки запроса', en: 'Request headers too large' },
  unsupportedMediaType: {
    ru: 'Неподдерживаемый тип содержимого запроса',
    en: 'Unsupported request content type',
  },
  bodyTooLarge: { ru: 'Слишком большой запрос', en: 'Request too large' },
  invalidJson: {
    ru: 'Тело запроса не является корректным JSON',
    en: 'The request body is not valid JSON',
  },
  emptyJson: {
    ru: 'Пустое тело запроса при Content-Type: application/json',
    en: 'Empty request body with Content-Type: application/json',
  },
  badUrl: { ru: 'Некорректный адрес запроса', en: 'Malformed request URL' },
  paramTooLong: {
    ru: 'Слишком длинный параметр в адресе запроса',
    en: 'A parameter in the request URL is too long',
  },
  jsonTooDeep: {
    ru: 'Слишком глубокая вложенность JSON: не более 32 уровней',
    en: 'JSON nested too deeply: at most 32 levels',
  },
  formExpected: (form: string): Message => ({
    ru: `Ожидается форма ${form} с полями username и password`,
    en: `Expected a ${form} form with the fields username and password`,
  }),

  // 422 items. The English follows pydantic's wording where pydantic has one.
  required: { ru: 'Обязательное поле', en: 'Field required' },
  minLength: (n: number): Message => ({
    ru: `Должно содержать минимум ${n} ${characters(n).ru}`,
    en: `String should have at least ${n} ${characters(n).en}`,
  }),
  maxLength: (n: number): Message => ({
    ru: `Должно содержать не более ${n} ${characters(n).ru}`,
    en: `String should have at most ${n} ${characters(n).en}`,
  }),
  maxItems: (n: number): Message => ({
    ru: `Должно содержать не более ${n} ${items(n).ru}`,
    en: `List should have at most ${n} ${items(n).en}`,
  }),
  extraForbidden: { ru: 'Лишнее поле', en: 'Extra inputs are not permitted' },
  wrongType: { ru: 'Неверный тип значения', en: 'Wrong type of value' },
  allowedValues: (values: string): Message => ({
    ru: `Допустимые значения: ${values}`,
    en: `Allowed values: ${values}`,
  }),
  badFormat: { ru: 'Неверный формат', en: 'Invalid format' },
  minimum: (n: number): Message => ({
    ru: `Должно быть не меньше ${n}`,
    en: `Input should be greater than or equal to ${n}`,
  }),
  maximum: (n: number): Message => ({
    ru: `Должно быть не больше ${n}`,
    en: `Input should be less than or equal to ${n}`,
  }),
  minItems: (n: number): Message => ({
    ru: `Должно содержать не менее ${n} ${items(n).ru}`,
    en: `List should have at least ${n} ${items(n).en}`,
  }),
  uniqueItems: {
    ru: 'Значения в списке не должны повторяться',
    en: 'List items must not repeat',
  },
  exclusiveMinimum: (n: number): Message => ({
    ru: `Должно быть больше ${n}`,
    en: `Input should be greater than ${n}`,
  }),
  exclusiveMaximum: (n: number): Message => ({
    ru: `Должно быть меньше ${n}`,
    en: `Input should be less than ${n}`,
  }),
  multipleOf: (n: number): Message => ({
    ru: `Должно быть кратно ${n}`,
    en: `Input should be a multiple of ${n}`,
  }),
  invalidValue: { ru: 'Неверное значение', en: 'Invalid value' },
  visibleText: {
    ru: VISIBLE_TEXT_MESSAGE,
    en: 'Text must not contain invisible or control characters',
  },
  login: LOGIN_RULES,
  notFinite: { ru: 'Число вне допустимого диапазона', en: 'Number out of range' },
  nulCharacter: {
    ru: 'Строка не должна содержать символ NUL',
    en: 'A string must not contain the NUL character',
  },
  noSuchDate: { ru: 'Несуществующая дата', en: 'No such date' },
  dateRangeReversed: {
    ru: 'Дата окончания раньше даты начала',
    en: 'The end date is before the start date',
  },
  salesPeriodOrDates: {
    ru: 'Укажите период или даты, но не то и другое',
    en: 'Give a period or dates, not both',
  },
  salesDateMissing: { ru: 'Укажите дату', en: 'Give the date' },
  salesPeriodTooLong: (days: number): Message => ({
    ru: `Период не длиннее ${days} ${RU_DAYS[new Intl.PluralRules('ru').select(days)]}`,
    en: `The period is at most ${days} days long`,
  }),
  unknownTimeZone: {
    ru: 'Неизвестный часовой пояс: ожидается имя IANA, например Europe/Moscow',
    en: 'Unknown time zone: expected an IANA name such as Europe/Moscow',
  },

  // Accounts and their administration.
  wrongCurrentPassword: { ru: 'Неверный текущий пароль', en: 'Wrong current password' },
  passwordChanged: { ru: 'Пароль успешно изменён', en: 'Password changed' },
  userNotFound: { ru: 'Пользователь не найден', en: 'User not found' },
  loginNotFound: {
    ru: 'Пользователь с таким логином не найден',
    en: 'No user with this username',
  },
  cannotManage: {
    ru: 'Недостаточно прав для управления этим пользователем',
    en: 'Not enough permissions to manage this user',
  },
  ownAccount: {
    ru: 'Нельзя изменить собственную учётную запись',
    en: 'You cannot change your own account',
  },
  cannotAssignRole: {
    ru: 'Недостаточно прав для назначения этой роли',
    en: 'Not enough permissions to assign this role',
  },
  cannotGrantSuperuser: {
    ru: 'Только суперпользователь может назначить суперпользователя',
    en: 'Only a superuser can make someone a superuser',
  },
  cannotCreateUsers: {
    ru: 'Недостаточно прав для создания пользователей',
    en: 'Not enough permissions to create users',
  },
  lastSuperuser: {
    ru: 'Нельзя лишить прав последнего активного суперпользователя',
    en: 'The last active superuser cannot lose their rights',
  },
  lastSuperuserDeactivation: {
    ru: 'Нельзя деактивировать последнего суперпользователя',
    en: 'The last superuser cannot be deactivated',
  },

  // Tasks.
  taskNotFound: { ru: 'Задача не найдена', en: 'Task not found' },
  tasksOfOthers: {
    ru: 'Исполнитель видит только свои задачи',
    en: 'An executor sees only their own tasks',
  },
  executorTaskFields: {
    ru: 'Исполнитель может менять только статус и описание своих задач',
    en: 'An executor can change only the status and description of their own tasks',
  },
  cannotManageTasks: {
    ru: 'Создавать, назначать и удалять задачи могут только персонал и администраторы',
    en: 'Only staff and administrators can create, assign and delete tasks',
  },
  assigneeNotStaff: {
    ru: 'Задачу можно назначить только активному сотруднику',
    en: 'A task can be assigned only to an active staff member',
  },

  // Catalog.
  cityNotFound: { ru: 'Город не найден', en: 'City not found' },
  districtNotFound: { ru: 'Район не найден', en: 'District not found' },
  productNotFound: { ru: 'Товар не найден', en: 'Product not found' },
  cityNameTaken: {
    ru: 'Город с таким названием уже существует',
    en: 'A city with this name already exists',
  },
  districtNameTaken: {
    ru: 'Район с таким названием уже есть в этом городе',
    en: 'This city already has a district with this name',
  },
  cityHasDistricts: {
    ru: 'Нельзя удалить город: сначала удалите его районы',
    en: 'The city cannot be deleted: delete its districts first',
  },
  imageNotOurs: {
    ru: 'Можно указать только изображение, загруженное через /api/v1/upload',
    en: 'Only an image uploaded through /api/v1/upload can be used',
  },
  imageMissing: {
    ru: 'Изображение не найдено: загрузите его заново',
    en: 'Image not found: upload it again',
  },

  // Uploads.
  fileNotFound: { ru: 'Файл не найден', en: 'File not found' },
  fileInUse: {
    ru: 'Файл используется товаром и не может быть удалён',
    en: 'The file is used by a product and cannot be deleted',
  },
  notAnImage: {
    ru: 'Можно загружать только изображения JPEG, PNG, WebP или GIF',
    en: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  },
  notMultipart: { ru: 'Ожидается multipart/form-data', en: 'Expected multipart/form-data' },
  brokenMultipart: {
    ru: 'Повреждённый запрос multipart/form-data',
    en: 'Malformed multipart/form-data request',
  },
  tooManyFields: { ru: 'Слишком много полей в запросе', en: 'Too many fields in the request' },
  tooManyFiles: (most: number): Message =>
    most === 1
      ? { ru: 'Можно загрузить только один файл', en: 'Only one file can be uploaded' }
      : {
          ru: `Можно загрузить не более ${most} файлов за раз`,
          en: `At most ${most} files can be uploaded at a time`,
        },
  imageExpected: { ru: 'Ожидается файл изображения', en: 'Expected an image file' },
  fileTooLarge: (maxBytes: number): Message => ({
    ru: `Файл слишком большой: не более ${fileSize(maxBytes).ru}`,
    en: `The file is too large: at most ${fileSize(maxBytes).en}`,
  }),
  imageTooLarge: (maxSide: number, maxPixels: number): Message => {
    const megapixels = decimal(maxPixels / 1_000_000);
    return {
      ru: `Изображение слишком большое: не более ${maxSide} × ${maxSide} пикселей и ${megapixels.ru} Мп`,
      en: `The image is too large: at most ${maxSide} × ${maxSide} pixels and ${megapixels.en} MP`,
    };
  },
  notDecodable: {
    ru: 'Файл повреждён или не является изображением указанного типа',
    en: 'The file is damaged or is not an image of the type it claims',
  },

  // Marketing: coupons and referrals.
  coupon: COUPON_RULES,
  couponNotFound: { ru: 'Купон не найден', en: 'Coupon not found' },
  couponCodeTaken: (code: string): Message => ({
    ru: `Купон с кодом ${code} уже существует`,
    en: `A coupon with the code ${code} already exists`,
  }),
  // Issue 23: what an edit may not rewrite, and who may be deleted.
  couponTermsFixed: {
    ru: 'Купон уже использовался: тип и размер скидки изменить нельзя',
    en: 'The coupon has already been used: its type and discount cannot be changed',
  },
  couponLimitBelowUses: (made: number): Message => ({
    ru: `Лимит использований не может быть меньше уже сделанных (${made})`,
    en: `The usage limit cannot be lower than the uses already made (${made})`,
  }),
  couponUserLimitBelowUses: (made: number): Message => ({
    ru: `Лимит на пользователя не может быть меньше использований одного покупателя (${made})`,
    en: `The per-user limit cannot be lower than one customer's uses already made (${made})`,
  }),
  couponUsedNoDelete: {
    ru: 'Купон уже использовался: его можно только отключить',
    en: 'The coupon has already been used: it can only be deactivated',
  },
  couponInactive: { ru: 'Купон не активен', en: 'The coupon is not active' },
  couponExpired: { ru: 'Срок действия купона истёк', en: 'The coupon has expired' },
  couponNotYetValid: { ru: 'Купон ещё не действует', en: 'The coupon is not valid yet' },
  couponUnderMinimum: (minimum: number): Message => ({
    ru: `Купон действует для заказов от ${roubles(minimum).ru}`,
    en: `The coupon applies to orders from ${roubles(minimum).en}`,
  }),
  couponLimitReached: {
    ru: 'Лимит использований купона исчерпан',
    en: 'The coupon has reached its usage limit',
  },
  couponUserLimitReached: {
    ru: 'Вы уже использовали этот купон максимальное число раз',
    en: 'You have already used this coupon the maximum number of times',
  },
  couponTermsChanged: {
    ru: 'Условия купона изменились, повторите попытку',
    en: 'The coupon terms have changed, please try again',
  },
  orderAmountPositive: {
    ru: 'Сумма заказа должна быть больше 0',
    en: 'The order amount must be greater than 0',
  },
  kopecks: {
    ru: 'Сумма указывается не точнее копейки (два знака после запятой)',
    en: 'An amount has at most two decimal places (kopecks)',
  },
  referralCodeNotFound: { ru: 'Реферальный код не найден', en: 'Referral code not found' },
  referralCodeNotCreated: {
    ru: 'Реферальный код ещё не создан',
    en: 'No referral code has been created yet',
  },
  programNameRequired: {
    ru: 'Название программы обязательно',
    en: 'The program name is required',
  },
  rewardNegative: {
    ru: 'Вознаграждение не может быть отрицательным',
    en: 'The reward cannot be negative',
  },
  ...SHOP_MESSAGES,
  ...SERVICE_MESSAGES,
  ...PAYMENT_MESSAGES,
} as const satisfies Record<string, CatalogueEntry>;

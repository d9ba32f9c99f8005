/** An action's label and description, or one text that is both. */
type ActionTexts = string | readonly [label: string, description: string];

/**
 * Every action the event log records, in ONE table: `label` is the log's short name (its
 * column and action filter, the statistics' most common actions), `description` the text the
 * API writes into the row. Identifiers are stable (the statistics group by them); a new action
 * is added here and gets both at once (one text when they are the same).
 */
const ACTIONS = {
  login: ['Вход', 'Вход в систему'],
  login_failed: ['Неудачный вход', 'Неудачная попытка входа'],
  register: 'Регистрация',
  profile_update: ['Изменение профиля', 'Изменение настроек профиля'],
  password_change: 'Смена пароля',
  password_change_failed: [
    'Неудачная смена пароля',
    'Неудачная смена пароля: неверный текущий пароль',
  ],
  deactivate_self: ['Удаление своей учётной записи', 'Деактивация собственной учётной записи'],
  superuser_bootstrap: ['Первый администратор', 'Создан первый администратор'],
  user_create: 'Создание пользователя',
  user_update: 'Изменение пользователя',
  role_change: ['Смена роли', 'Изменение роли пользователя'],
  user_activate: ['Активация', 'Активация пользователя'],
  user_deactivate: ['Деактивация', 'Деактивация пользователя'],
  task_create: 'Создание задачи',
  task_update: 'Изменение задачи',
  task_delete: 'Удаление задачи',
  city_create: 'Создание города',
  city_update: 'Изменение города',
  city_delete: 'Удаление города',
  district_create: 'Создание района',
  district_update: 'Изменение района',
  district_delete: 'Удаление района',
  product_create: 'Создание товара',
  product_update: 'Изменение товара',
  product_delete: 'Удаление товара',
  file_upload: 'Загрузка файла',
  file_delete: 'Удаление файла',
  coupon_create: 'Создание купона',
  coupon_update: 'Изменение купона',
  coupon_delete: 'Удаление купона',
  coupon_apply: 'Применение купона',
  referral_program_create: 'Создание реферальной программы',
  referral_code_create: 'Создание реферального кода',
  referral_code_toggle: 'Изменение статуса реферального кода',
  referral_create: 'Регистрация по реферальному коду',
  // The shop (issue 14).
  stock_update: 'Изменение остатков',
  payment_create: 'Создание платежа',
  payment_confirm: ['Оплата', 'Оплата платежа'],
  payment_cancel: 'Отмена платежа',
  order_create: ['Покупка', 'Оформление заказа'],
  order_approve: 'Подтверждение заказа',
  order_complete: 'Выполнение заказа',
  order_cancel: 'Отмена заказа',
  order_note: ['Заметка к заказу', 'Заметка сотрудника к заказу'],
  ledger_adjust: 'Корректировка баланса',
  // The shop's service (issue 15).
  discount_create: 'Создание скидки',
  discount_update: 'Изменение скидки',
  discount_delete: 'Удаление скидки',
  ticket_create: ['Новый тикет', 'Открытие тикета'],
  ticket_reply: ['Ответ в тикете', 'Сообщение в тикете'],
  ticket_close: 'Закрытие тикета',
  review_create: ['Новый отзыв', 'Отзыв отправлен на модерацию'],
  review_publish: 'Публикация отзыва',
  review_reject: 'Отклонение отзыва',
  settings_update: 'Изменение настроек магазина',
} as const satisfies Record<string, ActionTexts>;

export type ActivityAction = keyof typeof ACTIONS;

export const ACTIVITY_ACTIONS = Object.fromEntries(
  Object.entries(ACTIONS).map(([action, texts]: [string, ActionTexts]) => {
    const [label, description] = typeof texts === 'string' ? [texts, texts] : texts;
    return [action, { label, description }];
  }),
) as Record<ActivityAction, { label: string; description: string }>;

export const isActivityAction = (action: string): action is ActivityAction =>
  Object.hasOwn(ACTIVITY_ACTIONS, action);

/**
 * The event log's name of each resource type the API records (`resource_type`), beside the
 * actions so a new kind of resource gets its Russian name where its actions are added.
 */
export const ACTIVITY_RESOURCES = {
  user: 'Пользователь',
  task: 'Задача',
  city: 'Город',
  district: 'Район',
  product: 'Товар',
  file: 'Файл',
  coupon: 'Купон',
  referral_program: 'Реферальная программа',
  referral_code: 'Реферальный код',
  referral: 'Реферал',
  order: 'Заказ',
  payment: 'Платёж',
  discount: 'Скидка',
  ticket: 'Тикет',
  review: 'Отзыв',
  settings: 'Настройки магазина',
} as const satisfies Record<string, string>;

export type ActivityResource = keyof typeof ACTIVITY_RESOURCES;

export const isActivityResource = (type: string): type is ActivityResource =>
  Object.hasOwn(ACTIVITY_RESOURCES, type);

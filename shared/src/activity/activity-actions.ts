/**
 * Every action the event log records, in ONE table: `label` is the log's short name (its
 * column and action filter, the statistics' most common actions), `description` the text the
 * API writes into the row. Identifiers are stable (the statistics group by them); a new action
 * is added here and gets both at once.
 */
export const ACTIVITY_ACTIONS = {
  login: { label: 'Вход', description: 'Вход в систему' },
  login_failed: { label: 'Неудачный вход', description: 'Неудачная попытка входа' },
  register: { label: 'Регистрация', description: 'Регистрация' },
  profile_update: { label: 'Изменение профиля', description: 'Изменение настроек профиля' },
  password_change: { label: 'Смена пароля', description: 'Смена пароля' },
  password_change_failed: {
    label: 'Неудачная смена пароля',
    description: 'Неудачная смена пароля: неверный текущий пароль',
  },
  deactivate_self: {
    label: 'Удаление своей учётной записи',
    description: 'Деактивация собственной учётной записи',
  },
  superuser_bootstrap: {
    label: 'Первый администратор',
    description: 'Создан первый администратор',
  },
  user_create: { label: 'Создание пользователя', description: 'Создание пользователя' },
  user_update: { label: 'Изменение пользователя', description: 'Изменение пользователя' },
  role_change: { label: 'Смена роли', description: 'Изменение роли пользователя' },
  user_activate: { label: 'Активация', description: 'Активация пользователя' },
  user_deactivate: { label: 'Деактивация', description: 'Деактивация пользователя' },
  task_create: { label: 'Создание задачи', description: 'Создание задачи' },
  task_update: { label: 'Изменение задачи', description: 'Изменение задачи' },
  task_delete: { label: 'Удаление задачи', description: 'Удаление задачи' },
  city_create: { label: 'Создание города', description: 'Создание города' },
  city_update: { label: 'Изменение города', description: 'Изменение города' },
  city_delete: { label: 'Удаление города', description: 'Удаление города' },
  district_create: { label: 'Создание района', description: 'Создание района' },
  district_update: { label: 'Изменение района', description: 'Изменение района' },
  district_delete: { label: 'Удаление района', description: 'Удаление района' },
  product_create: { label: 'Создание товара', description: 'Создание товара' },
  product_update: { label: 'Изменение товара', description: 'Изменение товара' },
  product_delete: { label: 'Удаление товара', description: 'Удаление товара' },
  file_upload: { label: 'Загрузка файла', description: 'Загрузка файла' },
  file_delete: { label: 'Удаление файла', description: 'Удаление файла' },
  coupon_create: { label: 'Создание купона', description: 'Создание купона' },
  coupon_update: { label: 'Изменение купона', description: 'Изменение купона' },
  coupon_apply: { label: 'Применение купона', description: 'Применение купона' },
  referral_program_create: {
    label: 'Создание реферальной программы',
    description: 'Создание реферальной программы',
  },
  referral_code_create: {
    label: 'Создание реферального кода',
    description: 'Создание реферального кода',
  },
  referral_code_toggle: {
    label: 'Изменение статуса реферального кода',
    description: 'Изменение статуса реферального кода',
  },
  referral_create: {
    label: 'Регистрация по реферальному коду',
    description: 'Регистрация по реферальному коду',
  },
  // The shop (issue 14).
  stock_update: { label: 'Изменение остатков', description: 'Изменение остатков' },
  payment_create: { label: 'Создание платежа', description: 'Создание платежа' },
  payment_confirm: { label: 'Оплата', description: 'Оплата платежа' },
  payment_cancel: { label: 'Отмена платежа', description: 'Отмена платежа' },
  order_create: { label: 'Покупка', description: 'Оформление заказа' },
  order_approve: { label: 'Подтверждение заказа', description: 'Подтверждение заказа' },
  order_complete: { label: 'Выполнение заказа', description: 'Выполнение заказа' },
  order_cancel: { label: 'Отмена заказа', description: 'Отмена заказа' },
  ledger_adjust: { label: 'Корректировка баланса', description: 'Корректировка баланса' },
  // The shop's service (issue 15).
  discount_create: { label: 'Создание скидки', description: 'Создание скидки' },
  discount_update: { label: 'Изменение скидки', description: 'Изменение скидки' },
  discount_delete: { label: 'Удаление скидки', description: 'Удаление скидки' },
  ticket_create: { label: 'Новый тикет', description: 'Открытие тикета' },
  ticket_reply: { label: 'Ответ в тикете', description: 'Сообщение в тикете' },
  ticket_close: { label: 'Закрытие тикета', description: 'Закрытие тикета' },
  review_create: { label: 'Новый отзыв', description: 'Отзыв отправлен на модерацию' },
  review_publish: { label: 'Публикация отзыва', description: 'Публикация отзыва' },
  review_reject: { label: 'Отклонение отзыва', description: 'Отклонение отзыва' },
  settings_update: {
    label: 'Изменение настроек магазина',
    description: 'Изменение настроек магазина',
  },
} as const satisfies Record<string, { label: string; description: string }>;

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

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

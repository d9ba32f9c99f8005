/**
 * Action names and the Russian descriptions the event log shows. Names are stable identifiers
 * the statistics screen groups by; keep them when rewording descriptions.
 */
export const ACTIONS = {
  login: 'Вход в систему',
  login_failed: 'Неудачная попытка входа',
  register: 'Регистрация',
  profile_update: 'Изменение настроек профиля',
  password_change: 'Смена пароля',
  password_change_failed: 'Неудачная смена пароля: неверный текущий пароль',
  deactivate_self: 'Деактивация собственной учётной записи',
  superuser_bootstrap: 'Создан первый администратор',
  user_create: 'Создание пользователя',
  user_update: 'Изменение пользователя',
  role_change: 'Изменение роли пользователя',
  user_activate: 'Активация пользователя',
  user_deactivate: 'Деактивация пользователя',
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
  coupon_apply: 'Применение купона',
  referral_program_create: 'Создание реферальной программы',
  referral_code_create: 'Создание реферального кода',
  referral_code_toggle: 'Изменение статуса реферального кода',
  referral_create: 'Регистрация по реферальному коду',
} as const;

export type ActionName = keyof typeof ACTIONS;

import type { SelectOption } from '@storefront/shared/ui/admin/select-field';

/**
 * Russian names of the API's action identifiers (api/src/plugins/app/activities). An action
 * this list does not know yet is shown as its identifier; the description beside it is the
 * server's own Russian text anyway.
 */
export const ACTION_LABELS: Record<string, string> = {
  login: 'Вход',
  login_failed: 'Неудачный вход',
  register: 'Регистрация',
  profile_update: 'Изменение профиля',
  password_change: 'Смена пароля',
  password_change_failed: 'Неудачная смена пароля',
  deactivate_self: 'Удаление своей учётной записи',
  superuser_bootstrap: 'Первый администратор',
  user_create: 'Создание пользователя',
  user_update: 'Изменение пользователя',
  role_change: 'Смена роли',
  user_activate: 'Активация',
  user_deactivate: 'Деактивация',
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
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** The action filter: every known action, and the chosen one even if it is not known. */
export function actionOptions(current: string): SelectOption[] {
  const known = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));
  const extra = current && !(current in ACTION_LABELS) ? [{ value: current, label: current }] : [];
  return [{ value: '', label: 'Все действия' }, ...known, ...extra];
}

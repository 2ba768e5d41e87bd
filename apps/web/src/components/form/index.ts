export { FormActions, type FormActionsProps } from './FormActions';
export { applyServerErrors } from './server-errors';
export { notifyConflict } from './notify-conflict';
export { useApiForm, type ApiForm, type SaveMode, type UseApiFormOptions } from './use-api-form';
export { LEAVE_MESSAGE, LEAVE_TITLE, useLeaveGuard } from './use-leave-guard';
export { EditPageFrame, useEditForm, type UseEditFormOptions } from './use-edit-form';
export { IdSelectField, ImageField, StatusField } from './fields';

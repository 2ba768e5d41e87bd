export { DateInput, type DateInputProps } from './DateInput';
export { CnpjInput, CpfInput } from './LegalRecordInput';
export { MoneyInput, type MoneyInputProps } from './MoneyInput';
export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export { TimeInput, type TimeInputProps } from './TimeInput';
export { ImageListUpload, ImageUpload, type ImageListUploadProps, type ImageUploadProps } from './ImageUpload';

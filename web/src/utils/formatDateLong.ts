// One rule for server and browser: the long date form lives in schema/.
export { formatDateLong } from '@detailing/schema/settings/format';

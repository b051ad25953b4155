import { useQuery } from '@apollo/client/react';
import { BusinessTimeZoneQuery } from '@/modules/settings/graphql/BusinessTimeZoneQuery';
import { businessTimeZone, rememberBusinessTimeZone } from '@/modules/settings/utils/businessToday';

/** Asks the server for the business time zone once; screens that compute "today" re-render when it arrives. */
export function useBusinessTimeZone(): string {
  const { data } = useQuery(BusinessTimeZoneQuery);
  const timeZone = data?.businessInfo.timeZone;
  if (timeZone && timeZone !== businessTimeZone()) rememberBusinessTimeZone(timeZone);
  return timeZone ?? businessTimeZone();
}

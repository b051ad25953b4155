/** The booking's service names joined by commas; unknown ids read 'Service {id}' (000 §3). */
export function serviceNames(serviceIds: readonly number[], services: readonly { id: number; name: string }[]): string {
  return serviceIds.map((id) => services.find((service) => service.id === id)?.name ?? `Service ${id}`).join(', ');
}


/** "1 item", "3 items". */
export const itemCount = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

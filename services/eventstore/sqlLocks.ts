// Appends take this transaction-scoped lock, so global positions become visible in the order
// they were assigned: a reader that has seen position N can never later find a smaller one.
// An erasure takes it too, so no append seals under a key while it is being destroyed.
export const APPEND_LOCK = 7_240_117;

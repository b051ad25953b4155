/** Twilio refuses a message body longer than this (error 21617). */
export const SMS_BODY_MAX = 1600;

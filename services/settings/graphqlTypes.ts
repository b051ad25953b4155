import { Field, InputType, Int, ObjectType } from 'type-graphql';

const TIME_ZONE = 'The business time zone, an IANA name (Pacific/Auckland): "today", weeks, reports, calendar exports and invoice dates are reckoned in it.';

@ObjectType('BusinessInfo', { description: 'Business Info (001 §2): the "From" block of invoices and quotes, and the business time zone.' })
export class BusinessInfoType {
  @Field(() => String) businessName!: string;
  @Field(() => String) businessAddress!: string;
  @Field(() => String) businessPhone!: string;
  @Field(() => String) businessEmail!: string;
  @Field(() => String) businessAbn!: string;
  @Field(() => String) appDomain!: string;
  @Field(() => String, { description: TIME_ZONE }) timeZone!: string;
  @Field(() => Int, { description: 'The version Business Info was saved at (0 before the first save); send it back as expectedVersion.' })
  version!: number;
}

/** Every field optional: a field left out keeps its value, and the server's rules answer with their messages. */
@InputType('BusinessInfoInput')
export class BusinessInfoInputType {
  @Field(() => String, { nullable: true }) businessName?: string;
  @Field(() => String, { nullable: true }) businessAddress?: string;
  @Field(() => String, { nullable: true }) businessPhone?: string;
  @Field(() => String, { nullable: true }) businessEmail?: string;
  @Field(() => String, { nullable: true }) businessAbn?: string;
  @Field(() => String, { nullable: true }) appDomain?: string;
  @Field(() => String, { nullable: true, description: TIME_ZONE }) timeZone?: string;
}

@ObjectType('SmsSettings', { description: 'The SMS provider (Twilio) account.' })
export class SmsSettingsType {
  @Field(() => String) accountSid!: string;
  @Field(() => String, { description: "Never the token: '••••' and its last four characters, or '' when none is set." })
  authToken!: string;
  @Field(() => String) fromNumber!: string;
  @Field(() => Boolean, { description: 'Account SID, auth token and from number are all set.' }) isConfigured!: boolean;
  @Field(() => Int, { description: 'The version the account was saved at (0 before the first save); send it back as expectedVersion.' })
  version!: number;
}

@InputType('SmsSettingsInput')
export class SmsSettingsInputType {
  @Field(() => String, { nullable: true, description: 'Left out keeps the saved value; empty clears it.' }) accountSid?: string;
  @Field(() => String, { nullable: true, description: 'Left out, or sent back masked as read, keeps the saved token; empty clears it.' })
  authToken?: string;
  @Field(() => String, { nullable: true, description: 'E.164 (+61412345678; Australian 04… numbers are converted) or a sender name.' })
  fromNumber?: string;
}

@ObjectType('SmsTemplate', { description: 'Placeholders: {{customerName}}, {{serviceName}}, {{date}}, {{time}}, {{totalPrice}} ({name} works too).' })
export class SmsTemplateType {
  @Field(() => String, { description: 'booking_confirmed and booking_completed are built in.' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => String) message!: string;
  @Field(() => Int, { description: 'The version of the whole list (it is saved as one); send it back as expectedVersion.' }) version!: number;
}

@InputType('SmsTemplateInput')
export class SmsTemplateInputType {
  @Field(() => String, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) enabled?: boolean;
  @Field(() => String, { nullable: true }) message?: string;
}

@ObjectType('SmsTestResult')
export class SmsTestResultType {
  @Field(() => String, { description: "The provider's id for the message (Twilio: SM…)." }) providerMessageId!: string;
}

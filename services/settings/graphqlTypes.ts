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

const PER_PERSON = 'How many upcoming pending public (wizard) bookings one e-mail, one mobile and one plate may each have, from 1 to 10 (default 2).';

const CUTOFF =
  'Customers may reschedule or cancel a pending or approved booking in the portal until this many hours before its start (business time zone), from 0 to 168 (default 24).';

@ObjectType('PublicBookingSettings', { description: "The booking wizard's bound on each person's upcoming pending bookings, and the cutoff for customers' own changes (admin only)." })
export class PublicBookingSettingsType {
  @Field(() => Int, { description: PER_PERSON }) publicBookingsPerPerson!: number;
  @Field(() => Int, { description: CUTOFF }) selfServiceCutoffHours!: number;
  @Field(() => Int, { description: 'The version the settings were saved at (0 before the first save); send it back as expectedVersion.' })
  version!: number;
}

/** Left out keeps the saved value; the server's rules answer with their messages. */
@InputType('PublicBookingSettingsInput')
export class PublicBookingSettingsInputType {
  @Field(() => Int, { nullable: true, description: PER_PERSON }) publicBookingsPerPerson?: number;
  @Field(() => Int, { nullable: true, description: CUTOFF }) selfServiceCutoffHours?: number;
}

const LEAD_HOURS = "How many hours before a booking's start (business time zone) its reminder text goes out, from 1 to 72 (default 24); never between 9 pm and 8 am.";

@ObjectType('SmsReminderSettings', { description: 'The lead time of the booking reminder text (admin only).' })
export class SmsReminderSettingsType {
  @Field(() => Int, { description: LEAD_HOURS }) reminderLeadHours!: number;
  @Field(() => Int, { description: 'The version the setting was saved at (0 before the first save); send it back as expectedVersion.' })
  version!: number;
}

/** Left out keeps the saved value; the server's rule answers with its message. */
@InputType('SmsReminderSettingsInput')
export class SmsReminderSettingsInputType {
  @Field(() => Int, { nullable: true, description: LEAD_HOURS }) reminderLeadHours?: number;
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
  @Field(() => String, { description: 'booking_confirmed, booking_completed, customer_portal_link, booking_cancelled and booking_reminder are built in: they can be turned off, not removed.' }) id!: string;
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

@ObjectType('CustomerMenuLink', { description: "A link in the customer portal's Menu dropdown (001 §2): enabled, http(s) only." })
export class CustomerMenuLinkType {
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'An absolute http: or https: address.' }) url!: string;
}

@ObjectType('CustomerMenuItem', { description: 'Customer menu item (001 §3), as the Customer Menu settings tab edits it.' })
export class CustomerMenuItemType {
  @Field(() => String) title!: string;
  @Field(() => String) url!: string;
  @Field(() => Boolean) isEnabled!: boolean;
  @Field(() => Int, { description: 'Customers see enabled links by this, lowest first (0 to 9999).' }) sortOrder!: number;
  @Field(() => Int, { description: 'The version of the whole list (it is saved as one); send it back as expectedVersion.' }) version!: number;
}

@InputType('CustomerMenuItemInput')
export class CustomerMenuItemInputType {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true, description: 'An absolute http: or https: address.' }) url?: string;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) isEnabled?: boolean;
  @Field(() => Int, { nullable: true, description: "Default: the item's place in the list." }) sortOrder?: number;
}

@ObjectType('Logo', { description: 'The company logo (001 §3).' })
export class LogoType {
  @Field(() => String, { description: "Where the image is served (/api/blobs/…), or '' when there is no logo." }) logoUrl!: string;
  @Field(() => String, { description: "The name of the file it came from, or ''." }) logoName!: string;
  @Field(() => Int, { description: 'The version the logo was saved at (0 before the first save); send it back as expectedVersion.' })
  version!: number;
}

@InputType('LogoInput')
export class LogoInputType {
  @Field(() => String, {
    nullable: true,
    description: "An image data URL (data:image/png;base64,…) to store, the current logoUrl to keep the image, or '' to remove the logo. Left out keeps the image.",
  })
  logoUrl?: string;
  @Field(() => String, { nullable: true, description: 'Left out keeps the name, unless the image changes.' }) logoName?: string;
}

@ObjectType('PortalBranding', { description: 'What the customer portal header shows (001 §2).' })
export class PortalBrandingType {
  @Field(() => String, { description: "Business Info's business name, or '' before it is saved (the portal then shows 'Customer Portal')." })
  businessName!: string;
  @Field(() => String, { nullable: true, description: 'The logo, else the branding login icon, else null.' }) logoUrl!: string | null;
  @Field(() => String, { description: "Business Info's phone ('' before it is saved): who to call about a booking that can no longer be changed online." })
  businessPhone!: string;
}

@ObjectType('Branding', { description: 'What the admin login gate shows (001 §3): the company name and the login icon.' })
export class BrandingType {
  @Field(() => String, { description: "Default 'Automotive Detailing'." }) companyName!: string;
  @Field(() => String, { description: "Where the login icon is served (/api/blobs/…), or '' when there is none." }) loginIcon!: string;
  @Field(() => String, { description: "The name of the file the icon came from, or ''." }) loginIconName!: string;
  @Field(() => Int, { description: 'The version the branding was saved at (0 before the first save); send it back as expectedVersion.' })
  version!: number;
}

@InputType('BrandingInput')
export class BrandingInputType {
  @Field(() => String, { nullable: true, description: 'Required, not blank; left out keeps it.' }) companyName?: string;
  @Field(() => String, {
    nullable: true,
    description: "An image data URL (data:image/png;base64,…) to store, the current loginIcon to keep it, or '' to remove it. Left out keeps it.",
  })
  loginIcon?: string;
  @Field(() => String, { nullable: true, description: 'Left out keeps the name, unless the icon changes.' }) loginIconName?: string;
}

/** What the admin screens say of a public booking nobody at the business has confirmed yet. */
export const unverifiedTexts = {
  label: 'Unverified',
  explanation:
    "This booking came from the public booking form, where anyone can type any e-mail. Until it is approved it does not show in the customer's portal, and its registration does not sign anyone in to it.",
  approve: 'Approve Booking',
  approvedTitle: 'Booking approved',
  approvedDescription: "It now shows in the customer's portal.",
} as const;

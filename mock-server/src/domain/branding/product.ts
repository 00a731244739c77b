/** The provider's own identity, used whenever no reseller branding applies. */
export const PRODUCT = {
  shortName: 'Stratus',
  senderEmail: 'no-reply@stratus.example',
  partnersEmail: 'partners@stratus.example',
  supportEmail: 'support@stratus.example',
  ordersEmail: 'orders@stratus.example',
} as const;

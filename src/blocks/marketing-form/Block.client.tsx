'use client'

export { MarketingForm } from '@/features/marketing-forms/MarketingForm.client'

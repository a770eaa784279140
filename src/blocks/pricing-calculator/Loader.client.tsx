'use client'

import dynamic from 'next/dynamic'

/** The calculator's script, in a chunk of its own: only pages with the calculator download it. */
export const PricingCalculatorForm = dynamic(() => import('./Block.client').then((module) => module.PricingCalculatorForm))

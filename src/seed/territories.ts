import { TERRITORY_GROUPS } from '@/features/territories/groups'

const FIRST = ['Avery', 'Jordan', 'Morgan', 'Riley', 'Casey', 'Taylor', 'Quinn', 'Harper', 'Rowan', 'Emerson', 'Parker', 'Sage']
const LAST = ['Nguyen', 'Brooks', 'Patel', 'Okafor', 'Lindqvist', 'Moreno', 'Hughes', 'Tanaka', 'Dubois', 'Reyes', 'Kowalski', 'Bennett']

/** The 12 sales territories by name, each with two made-up representatives (example.org addresses, 555 numbers). */
export const demoTerritories = TERRITORY_GROUPS.map(({ name, states, color }, index) => {
  const person = (offset: number, line: number) => {
    const first = FIRST[(index + offset) % FIRST.length]
    const last = LAST[(index * 5 + offset) % LAST.length]
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}@example.org`.toLowerCase(),
      phone: `555-01${String(index * 2 + line).padStart(2, '0')}`,
    }
  }
  return { fullName: name, color, states, representatives: [person(0, 0), person(6, 1)] }
})

import { type FilterKey, sampleGroups } from '@/features/lesson-samples/filters'

/** One lesson sample of each program and grade the programs offer samples of; each opens its own PDF. */
export const demoLessonSamples: { filter: FilterKey; title: string; grade?: string }[] = [
  { filter: 'digital-kindergarten', title: 'Lesson 3: Listening With Attention' },
  { filter: 'digital-grade-1', title: 'Lesson 5: Naming Our Feelings' },
  { filter: 'digital-grade-2', title: 'Lesson 7: Calming Down Strong Feelings' },
  { filter: 'digital-grade-3', title: 'Lesson 4: Showing Compassion' },
  { filter: 'digital-grade-4', title: 'Lesson 9: Solving Problems Together' },
  { filter: 'digital-grade-5', title: 'Lesson 6: Respecting Different Points of View' },
  { filter: 'digital-grade-6', title: 'Lesson 2: Managing Stress Before a Test' },
  { filter: 'digital-grade-7', title: 'Lesson 8: Standing Up to Bullying' },
  { filter: 'digital-grade-8', title: 'Lesson 5: Setting Goals for High School' },
  { filter: 'digital-high-school-schoolwide', title: 'Schoolwide Practice: Starting the Week Well' },
  { filter: 'digital-high-school-educator', title: 'Educator Practice: Building Trust With Students' },
  { filter: 'digital-grade-10-student', title: 'Student Activity: Handling Conflict Online' },
  { filter: 'sel-early-learning', title: 'Week 2: Feeling Faces' },
  { filter: 'sel-kindergarten', title: 'Lesson 1: Learning to Listen' },
  { filter: 'sel-grade-1', title: 'Lesson 6: Feeling Scared' },
  { filter: 'sel-grade-2', title: 'Lesson 11: Calming Down Anger' },
  { filter: 'sel-grade-3', title: 'Lesson 4: Predicting Feelings' },
  { filter: 'sel-grade-4', title: 'Lesson 13: Managing Worry' },
  { filter: 'sel-grade-5', title: 'Lesson 18: Seeking Help' },
  { filter: 'bpu', grade: 'Grade 2', title: 'Recognizing Bullying' },
  { filter: 'bpu', grade: 'Grade 5', title: 'Reporting Bullying' },
  { filter: 'cpu', grade: 'Early Learning', title: 'Safe and Unsafe Touches' },
  { filter: 'cpu', grade: 'Grade 2', title: 'Knowing the Safety Rules' },
  { filter: 'cpu', grade: 'Grade 5', title: 'Asking a Grown-Up for Help' },
  { filter: 'ost', grade: 'Kindergarten', title: 'Activity: Taking Turns' },
  { filter: 'ost', grade: 'Grade 1', title: 'Activity: Making Friends' },
]

/** The sample's PDF: "Lesson 3: Listening With Attention" → sample-lesson-3-listening-with-attention.pdf. */
export const lessonSampleFilename = (title: string) => `sample-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`

const programOf = (filter: FilterKey) => {
  const group = sampleGroups.find((candidate) => candidate.filters.some((item) => item.key === filter))!
  const item = group.filters.find((candidate) => candidate.key === filter)!
  return { program: group.title, grade: item.short }
}

/** The PDF of each sample: its title, program and grade, and the parts every lesson has. */
export const lessonSampleDocuments = demoLessonSamples.map(({ filter, title, grade }) => {
  const { program, grade: filterGrade } = programOf(filter)
  return {
    filename: lessonSampleFilename(title),
    title,
    lines: [
      `Sample lesson, ${program}: ${grade ?? filterGrade}.`,
      'Warm-up (5 minutes): a short story or song that opens the topic.',
      'Lesson (15 minutes): discussion, role-play and practice of the skill.',
      'Wrap-up (5 minutes): students name one thing they will try this week.',
      'Family connection: a take-home page to practise the skill together.',
    ],
  }
})

import { demoImage } from '@/blocks/demo-media'
import { samples as heroBannerSamples } from '@/blocks/hero-banner/sample'
import type { SeedPage } from '@/seed/helpers'

export const classroomKits: SeedPage = {
  title: 'Elementary Classroom Kits',
  path: '/elementary-school-curriculum/classroom-kits',
  seo: { description: 'Printed social-emotional learning kits for Early Learning through Grade 5 classrooms: lesson cards, posters and puppets.' },
  sections: [
    heroBannerSamples.withLanguageNote,
    {
      blockType: 'whatsIncluded',
      primaryTitle: 'Inside each kit',
      primaryText: 'Every kit arrives ready to teach, with no screens or logins needed.',
      secondaryTitle: 'Four units in every Kindergarten–Grade 5 kit',
      secondaryText: 'Units build on one another through the year, so students keep practising the skills they have learned.',
      unitSections: [
        {
          unitType: 'Unit',
          unitNumber: 1,
          unitTitle: 'Skills for Learning',
          lessonCount: 5,
          unitOverviewText: 'Focusing attention, listening, following directions and speaking up for yourself in a respectful way.',
        },
        {
          unitType: 'Unit',
          unitNumber: 2,
          unitTitle: 'Empathy',
          lessonCount: 6,
          unitOverviewText: 'Identifying feelings in yourself and others, taking another point of view and showing compassion.',
        },
        {
          unitType: 'Unit',
          unitNumber: 3,
          unitTitle: 'Emotion Management',
          lessonCount: 7,
          unitOverviewText: 'Naming strong feelings and using calming-down steps such as belly breathing and counting.',
        },
        {
          unitType: 'Unit',
          unitNumber: 4,
          unitTitle: 'Problem-Solving',
          lessonCount: 7,
          unitOverviewText: 'Calming down, saying the problem without blame, thinking of solutions and choosing a safe, respectful one.',
        },
      ],
      descriptionBanners: [
        {
          title: 'Lesson cards you can teach from on day one',
          text: 'A photo on the front starts the conversation; the back holds a complete lesson with a story, discussion questions and a role-play.',
          image: demoImage('sample-lesson'),
          linkUrl: '/sample-lessons',
        },
        {
          title: 'Songs, puppets and posters',
          text: 'Puppets model each skill, songs help children remember the steps, and posters keep them in view all year.',
          image: demoImage('early-learning'),
        },
      ],
      backgroundColor: 'none',
    },
    {
      blockType: 'pricingTable',
      title: 'What each kit holds',
      columns: [{ label: 'Item' }, { label: 'Early Learning' }, { label: 'Kindergarten–Grade 5' }],
      rows: [
        { label: 'Lesson cards', values: [{ value: '28' }, { value: '22–25' }] },
        { label: 'Posters', values: [{ value: '6' }, { value: '4' }] },
        { label: 'Puppets', values: [{ value: '2' }, { value: '1' }] },
        { label: 'Song recordings', values: [{ value: 'Yes' }, { value: 'Yes' }] },
      ],
      backgroundColor: 'none',
    },
    {
      blockType: 'productFeatures',
      title: 'Written for every grade',
      text: 'The same four skill areas run from Early Learning through Grade 5, with lessons written for each age.',
      featuresByGrade: [
        { title: 'Early Learning', text: '- 28 weekly themes\n- 5- to 7-minute lessons\n- Two puppets and songs' },
        { title: 'Kindergarten–Grade 1', text: '- 25 lessons\n- Puppet-led role-plays\n- Listening and calming-down songs' },
        { title: 'Grades 2–3', text: '- 22 lessons\n- Photo lesson cards\n- Daily practice activities' },
        { title: 'Grades 4–5', text: '- 22 lessons\n- Discussion-based role-plays\n- Bullying prevention lessons' },
      ],
      featuresByUnit: [
        {
          title: 'Brain Builder games',
          text: 'Quick games before each lesson that build attention, memory and self-control.',
          color: 'primary',
          image: demoImage('classroom'),
        },
        {
          title: 'Calming-down posters',
          text: 'Step-by-step posters children can follow on their own when feelings run high.',
          color: 'highlight',
          image: demoImage('teacher'),
        },
        {
          title: 'Family take-homes',
          text: 'A letter and a short activity for every unit, in English and Spanish.',
          color: 'gray',
          image: demoImage('students'),
        },
      ],
      backgroundColor: 'gray',
    },
    {
      blockType: 'weeklyThemes',
      title: 'Early Learning: a theme for every week',
      text: 'The Early Learning kit follows 28 weekly themes. Each week has one short lesson and a follow-up activity for every day.',
      cards: [
        { title: 'Weeks 1–6', subtitle: 'Skills for Learning', title2: 'Children practise', text: '- Listening with their whole body\n- Focusing attention\n- Following directions' },
        { title: 'Weeks 7–13', subtitle: 'Empathy', title2: 'Children practise', text: '- Naming their own feelings\n- Noticing how friends feel' },
        { title: 'Weeks 14–22', subtitle: 'Emotion Management', title2: 'Children practise', text: '- Belly breathing\n- Using calming-down steps' },
        { title: 'Weeks 23–28', subtitle: 'Friendship Skills and Problem-Solving', title2: 'Children practise', text: '- Taking turns and sharing\n- Solving problems fairly' },
      ],
      scopeAndSequence: {
        text: 'Planning past Early Learning? The elementary scope and sequence lists the units, skills and lesson counts for Kindergarten through Grade 5.',
        image: demoImage('scope-sequence'),
        linkUrl: '/files/elementary-scope-and-sequence.pdf',
        linkText: 'View the Scope and Sequence',
      },
      backgroundColor: 'none',
    },
    {
      blockType: 'marketingForm',
      title: 'Request a classroom kits quote',
      text: 'Tell us where to send it and we will prepare a quote for the kits and grades your school needs.',
      formId: '1639',
      successTitle: 'Your quote is on its way',
      successMessage: 'We will email a quote for your school within two business days.',
      anchorLink: 'quote',
    },
  ],
}

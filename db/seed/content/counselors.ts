import type { SeedCounselor } from '../types';

export const counselors: SeedCounselor[] = [
  {
    slug: 'dewi-lestari',
    name: 'Dewi Lestari',
    title: {
      en: 'Lead facilitator and mindfulness coach',
      es: 'Facilitadora principal y coach de mindfulness',
      fr: 'Facilitatrice principale et coach en pleine conscience',
      'pt-BR': 'Facilitadora principal e coach de mindfulness',
      'zh-CN': '首席引导师与正念教练',
    },
    summary: {
      en: 'Dewi helps people slow down and find steadiness in the middle of busy city life.',
      es: 'Dewi ayuda a las personas a bajar el ritmo y encontrar estabilidad en medio de la agitada vida urbana.',
      fr: 'Dewi aide chacun à ralentir et à trouver de la stabilité au cœur de la vie urbaine trépidante.',
      'pt-BR': 'Dewi ajuda as pessoas a desacelerar e encontrar equilíbrio em meio à correria da cidade.',
      'zh-CN': 'Dewi 帮助人们放慢脚步，在繁忙的城市生活中找到内心的安稳。',
    },
    bio: {
      en: '<p>Dewi co-founded Ruang Teduh after fifteen years in corporate communications. She has guided <strong>mindfulness circles</strong> and workplace programmes across Jakarta since 2014.</p><p>Her sessions are warm, practical and grounded in simple habits you can bring home the same day.</p>',
      es: '<p>Dewi cofundó Ruang Teduh tras quince años en comunicación corporativa. Desde 2014 guía <strong>círculos de mindfulness</strong> y programas en empresas de toda Yakarta.</p><p>Sus sesiones son cálidas, prácticas y se basan en hábitos sencillos que puedes llevar a casa ese mismo día.</p>',
      fr: "<p>Dewi a cofondé Ruang Teduh après quinze ans dans la communication d'entreprise. Depuis 2014, elle anime des <strong>cercles de pleine conscience</strong> et des programmes en entreprise dans tout Jakarta.</p><p>Ses séances sont chaleureuses, concrètes et fondées sur des habitudes simples à adopter dès le jour même.</p>",
      'pt-BR':
        '<p>Dewi cofundou o Ruang Teduh depois de quinze anos em comunicação corporativa. Desde 2014, conduz <strong>círculos de mindfulness</strong> e programas em empresas por toda Jacarta.</p><p>Suas sessões são acolhedoras, práticas e baseadas em hábitos simples que você pode levar para casa no mesmo dia.</p>',
      'zh-CN':
        '<p>Dewi 在企业传播领域工作十五年后，共同创办了 Ruang Teduh。自 2014 年起，她在雅加达各地带领<strong>正念小组</strong>和企业项目。</p><p>她的课程温暖而实用，以当天就能带回家的简单习惯为基础。</p>',
    },
    groups: ['employee-assistance', 'coach'],
    languages: ['id', 'en'],
    contactLinks: [{ label: 'Instagram', url: 'https://instagram.com/ruangteduh.example' }],
    portrait: {
      hue: 20,
      alt: {
        en: 'Abstract portrait illustration of Dewi Lestari',
        es: 'Ilustración abstracta del retrato de Dewi Lestari',
        fr: 'Illustration abstraite du portrait de Dewi Lestari',
        'pt-BR': 'Ilustração abstrata do retrato de Dewi Lestari',
        'zh-CN': 'Dewi Lestari 的抽象肖像插画',
      },
    },
  },
  {
    slug: 'raka-pratama',
    name: 'Raka Pratama',
    title: {
      en: 'Workplace wellbeing facilitator',
      es: 'Facilitador de bienestar laboral',
      fr: 'Facilitateur en bien-être au travail',
      'pt-BR': 'Facilitador de bem-estar no trabalho',
      'zh-CN': '职场身心健康引导师',
    },
    summary: {
      en: 'Raka designs short, focused sessions that fit into a real working day.',
      es: 'Raka diseña sesiones breves y enfocadas que encajan en una jornada laboral real.',
      fr: "Raka conçoit des séances courtes et ciblées qui s'intègrent à une vraie journée de travail.",
      'pt-BR': 'Raka cria sessões curtas e focadas que cabem em um dia de trabalho de verdade.',
      'zh-CN': 'Raka 设计简短而专注的课程，轻松融入真实的工作日。',
    },
    bio: {
      en: '<p>Raka spent a decade in human resources before turning to <strong>employee-assistance work</strong>. He understands deadlines, meetings and the pressure that comes with them.</p><p>He leads lunchtime pauses and team sessions with humour and a light touch.</p>',
      es: '<p>Raka pasó una década en recursos humanos antes de dedicarse a los <strong>programas de asistencia al empleado</strong>. Conoce bien los plazos, las reuniones y la presión que conllevan.</p><p>Dirige pausas a la hora del almuerzo y sesiones de equipo con humor y ligereza.</p>',
      fr: "<p>Raka a passé dix ans dans les ressources humaines avant de se consacrer aux <strong>programmes d'aide aux salariés</strong>. Il connaît les échéances, les réunions et la pression qui les accompagne.</p><p>Il anime des pauses de midi et des séances d'équipe avec humour et légèreté.</p>",
      'pt-BR':
        '<p>Raka passou uma década em recursos humanos antes de se dedicar a <strong>programas de apoio ao colaborador</strong>. Ele conhece bem os prazos, as reuniões e a pressão que vem com eles.</p><p>Conduz pausas na hora do almoço e sessões em equipe com humor e leveza.</p>',
      'zh-CN':
        '<p>Raka 在人力资源领域工作了十年，之后投身于<strong>员工援助工作</strong>。他深知截止日期、会议以及随之而来的压力。</p><p>他以幽默轻松的方式带领午间休憩和团队课程。</p>',
    },
    groups: ['employee-assistance'],
    languages: ['id', 'en'],
    contactLinks: [],
    portrait: {
      hue: 200,
      alt: {
        en: 'Abstract portrait illustration of Raka Pratama',
        es: 'Ilustración abstracta del retrato de Raka Pratama',
        fr: 'Illustration abstraite du portrait de Raka Pratama',
        'pt-BR': 'Ilustração abstrata do retrato de Raka Pratama',
        'zh-CN': 'Raka Pratama 的抽象肖像插画',
      },
    },
  },
  {
    slug: 'sarah-whitfield',
    name: 'Sarah Whitfield',
    title: {
      en: 'Life and transition coach',
      es: 'Coach de vida y de transiciones',
      fr: 'Coach de vie et de transitions',
      'pt-BR': 'Coach de vida e de transições',
      'zh-CN': '人生与转变教练',
    },
    summary: {
      en: 'Sarah supports people through moves, career changes and new chapters of life.',
      es: 'Sarah acompaña a las personas en mudanzas, cambios de carrera y nuevas etapas de la vida.',
      fr: 'Sarah accompagne les personnes lors de déménagements, de changements de carrière et de nouveaux chapitres de vie.',
      'pt-BR': 'Sarah apoia pessoas em mudanças de cidade, de carreira e em novos capítulos da vida.',
      'zh-CN': 'Sarah 陪伴人们度过搬迁、职业转换和人生新阶段。',
    },
    bio: {
      en: '<p>Originally from Bristol, Sarah has lived in Jakarta for nine years and knows first-hand what it means to <strong>start over in a new place</strong>.</p><p>Her coaching is clear, kind and focused on the next small step.</p>',
      es: '<p>Originaria de Bristol, Sarah vive en Yakarta desde hace nueve años y sabe por experiencia propia lo que significa <strong>empezar de nuevo en otro lugar</strong>.</p><p>Su coaching es claro, amable y se centra en el siguiente pequeño paso.</p>',
      fr: '<p>Originaire de Bristol, Sarah vit à Jakarta depuis neuf ans et sait par expérience ce que signifie <strong>recommencer ailleurs</strong>.</p><p>Son coaching est clair, bienveillant et centré sur le prochain petit pas.</p>',
      'pt-BR':
        '<p>Natural de Bristol, Sarah mora em Jacarta há nove anos e sabe na prática o que significa <strong>recomeçar em um lugar novo</strong>.</p><p>Seu coaching é claro, gentil e focado no próximo pequeno passo.</p>',
      'zh-CN':
        '<p>Sarah 来自布里斯托尔，已在雅加达生活九年，亲身体会过<strong>在新地方重新开始</strong>意味着什么。</p><p>她的教练风格清晰、温和，专注于下一个小小的行动。</p>',
    },
    groups: ['coach'],
    languages: ['en', 'id'],
    contactLinks: [],
    portrait: {
      hue: 280,
      alt: {
        en: 'Abstract portrait illustration of Sarah Whitfield',
        es: 'Ilustración abstracta del retrato de Sarah Whitfield',
        fr: 'Illustration abstraite du portrait de Sarah Whitfield',
        'pt-BR': 'Ilustração abstrata do retrato de Sarah Whitfield',
        'zh-CN': 'Sarah Whitfield 的抽象肖像插画',
      },
    },
  },
  {
    slug: 'made-wirawan',
    name: 'Made Wirawan',
    title: {
      en: 'Yoga teacher',
      es: 'Profesor de yoga',
      fr: 'Professeur de yoga',
      'pt-BR': 'Professor de ioga',
      'zh-CN': '瑜伽老师',
    },
    summary: {
      en: 'Made teaches gentle, unhurried yoga rooted in the traditions of his native Bali.',
      es: 'Made enseña un yoga suave y sin prisas, arraigado en las tradiciones de su Bali natal.',
      fr: 'Made enseigne un yoga doux et sans précipitation, ancré dans les traditions de sa Bali natale.',
      'pt-BR': 'Made ensina uma ioga suave e sem pressa, enraizada nas tradições de sua Bali natal.',
      'zh-CN': 'Made 教授温和从容的瑜伽，源自他家乡巴厘岛的传统。',
    },
    bio: {
      en: '<p>Made grew up in Ubud and began practising yoga as a teenager. He has taught in Bali, Yogyakarta and now Jakarta.</p><p>His classes welcome <strong>complete beginners</strong> as well as long-time practitioners.</p>',
      es: '<p>Made creció en Ubud y empezó a practicar yoga en su adolescencia. Ha dado clases en Bali, Yogyakarta y ahora en Yakarta.</p><p>Sus clases acogen tanto a <strong>principiantes absolutos</strong> como a practicantes veteranos.</p>',
      fr: "<p>Made a grandi à Ubud et a commencé le yoga à l'adolescence. Il a enseigné à Bali, à Yogyakarta et aujourd'hui à Jakarta.</p><p>Ses cours accueillent les <strong>grands débutants</strong> comme les pratiquants de longue date.</p>",
      'pt-BR':
        '<p>Made cresceu em Ubud e começou a praticar ioga na adolescência. Já deu aulas em Bali, em Yogyakarta e agora em Jacarta.</p><p>Suas aulas recebem tanto <strong>iniciantes completos</strong> quanto praticantes experientes.</p>',
      'zh-CN':
        '<p>Made 在乌布长大，少年时期便开始练习瑜伽。他曾在巴厘岛、日惹任教，如今在雅加达授课。</p><p>他的课程欢迎<strong>零基础的初学者</strong>，也欢迎资深练习者。</p>',
    },
    groups: [],
    languages: ['id', 'en'],
    contactLinks: [{ label: 'Instagram', url: 'https://instagram.com/ruangteduh.example' }],
    portrait: {
      hue: 120,
      alt: {
        en: 'Abstract portrait illustration of Made Wirawan',
        es: 'Ilustración abstracta del retrato de Made Wirawan',
        fr: 'Illustration abstraite du portrait de Made Wirawan',
        'pt-BR': 'Ilustração abstrata do retrato de Made Wirawan',
        'zh-CN': 'Made Wirawan 的抽象肖像插画',
      },
    },
  },
  {
    slug: 'putri-anjani',
    name: 'Putri Anjani',
    title: {
      en: 'Team facilitator and wellbeing coach',
      es: 'Facilitadora de equipos y coach de bienestar',
      fr: "Facilitatrice d'équipes et coach en bien-être",
      'pt-BR': 'Facilitadora de equipes e coach de bem-estar',
      'zh-CN': '团队引导师与身心健康教练',
    },
    summary: {
      en: 'Putri creates safe spaces where teams and individuals can talk openly.',
      es: 'Putri crea espacios seguros donde equipos y personas pueden hablar con franqueza.',
      fr: 'Putri crée des espaces sûrs où équipes et individus peuvent parler ouvertement.',
      'pt-BR': 'Putri cria espaços seguros onde equipes e pessoas podem conversar abertamente.',
      'zh-CN': 'Putri 营造安全的空间，让团队和个人都能坦诚交流。',
    },
    bio: {
      en: '<p>Putri has facilitated <strong>sharing circles</strong> for community groups and companies for over eight years.</p><p>She believes that listening well is a skill anyone can learn, and she teaches it with patience.</p>',
      es: '<p>Putri lleva más de ocho años facilitando <strong>círculos de diálogo</strong> para grupos comunitarios y empresas.</p><p>Cree que escuchar bien es una habilidad que cualquiera puede aprender, y la enseña con paciencia.</p>',
      fr: "<p>Putri anime depuis plus de huit ans des <strong>cercles de partage</strong> pour des associations et des entreprises.</p><p>Elle est convaincue que bien écouter s'apprend, et elle l'enseigne avec patience.</p>",
      'pt-BR':
        '<p>Putri conduz <strong>rodas de conversa</strong> para grupos comunitários e empresas há mais de oito anos.</p><p>Ela acredita que ouvir bem é uma habilidade que qualquer pessoa pode aprender, e a ensina com paciência.</p>',
      'zh-CN':
        '<p>Putri 为社区团体和企业带领<strong>分享圈</strong>已有八年多。</p><p>她相信善于倾听是人人都能学会的技能，并耐心地传授这一技能。</p>',
    },
    groups: ['employee-assistance', 'coach'],
    languages: ['id', 'en'],
    contactLinks: [],
    portrait: {
      hue: 340,
      alt: {
        en: 'Abstract portrait illustration of Putri Anjani',
        es: 'Ilustración abstracta del retrato de Putri Anjani',
        fr: 'Illustration abstraite du portrait de Putri Anjani',
        'pt-BR': 'Ilustração abstrata do retrato de Putri Anjani',
        'zh-CN': 'Putri Anjani 的抽象肖像插画',
      },
    },
  },
  {
    slug: 'kenji-tanaka',
    name: 'Kenji Tanaka',
    title: {
      en: 'Breathwork and meditation teacher',
      es: 'Profesor de respiración consciente y meditación',
      fr: 'Professeur de respiration consciente et de méditation',
      'pt-BR': 'Professor de respiração consciente e meditação',
      'zh-CN': '呼吸练习与冥想老师',
    },
    summary: {
      en: 'Kenji guides calm, structured breathing practices that anyone can follow.',
      es: 'Kenji guía prácticas de respiración tranquilas y estructuradas que cualquiera puede seguir.',
      fr: 'Kenji guide des pratiques de respiration calmes et structurées, accessibles à tous.',
      'pt-BR': 'Kenji conduz práticas de respiração calmas e estruturadas que qualquer pessoa consegue acompanhar.',
      'zh-CN': 'Kenji 引导平静而有条理的呼吸练习，人人都能跟上。',
    },
    bio: {
      en: '<p>Kenji trained in Kyoto and Chiang Mai and has taught <strong>breathwork and seated meditation</strong> in Asia for twelve years.</p><p>He keeps his instructions simple so that students can focus on the experience itself.</p>',
      es: '<p>Kenji se formó en Kioto y Chiang Mai y lleva doce años enseñando <strong>respiración consciente y meditación sentada</strong> en Asia.</p><p>Sus indicaciones son sencillas para que el alumnado pueda centrarse en la experiencia.</p>',
      fr: "<p>Formé à Kyoto et à Chiang Mai, Kenji enseigne la <strong>respiration consciente et la méditation assise</strong> en Asie depuis douze ans.</p><p>Il garde des consignes simples pour que chacun puisse se concentrer sur l'expérience elle-même.</p>",
      'pt-BR':
        '<p>Kenji se formou em Quioto e Chiang Mai e ensina <strong>respiração consciente e meditação sentada</strong> na Ásia há doze anos.</p><p>Ele mantém as instruções simples para que os alunos possam se concentrar na própria experiência.</p>',
      'zh-CN':
        '<p>Kenji 曾在京都和清迈学习，在亚洲教授<strong>呼吸练习与静坐冥想</strong>已有十二年。</p><p>他的指导简洁明了，让学员能够专注于体验本身。</p>',
    },
    groups: [],
    languages: ['en', 'ja', 'id'],
    contactLinks: [],
    portrait: {
      hue: 170,
      alt: {
        en: 'Abstract portrait illustration of Kenji Tanaka',
        es: 'Ilustración abstracta del retrato de Kenji Tanaka',
        fr: 'Illustration abstraite du portrait de Kenji Tanaka',
        'pt-BR': 'Ilustração abstrata do retrato de Kenji Tanaka',
        'zh-CN': 'Kenji Tanaka 的抽象肖像插画',
      },
    },
  },
  {
    slug: 'ayu-kusuma',
    name: 'Ayu Kusuma',
    title: {
      en: 'Family and relationship coach',
      es: 'Coach de familia y relaciones',
      fr: 'Coach en relations familiales et de couple',
      'pt-BR': 'Coach de família e relacionamentos',
      'zh-CN': '家庭与人际关系教练',
    },
    summary: {
      en: 'Ayu helps families and couples find kinder ways to talk with one another.',
      es: 'Ayu ayuda a familias y parejas a encontrar formas más amables de hablarse.',
      fr: 'Ayu aide les familles et les couples à trouver des façons plus bienveillantes de se parler.',
      'pt-BR': 'Ayu ajuda famílias e casais a encontrar jeitos mais gentis de conversar.',
      'zh-CN': 'Ayu 帮助家庭和伴侣找到更温和的沟通方式。',
    },
    bio: {
      en: '<p>A mother of three, Ayu brings both training and lived experience to her work with <strong>parents and couples</strong>.</p><p>Her sessions are relaxed and practical, often ending with one small conversation to try at home.</p>',
      es: '<p>Madre de tres hijos, Ayu aporta formación y experiencia vivida a su trabajo con <strong>madres, padres y parejas</strong>.</p><p>Sus sesiones son relajadas y prácticas, y a menudo terminan con una pequeña conversación para probar en casa.</p>',
      fr: '<p>Mère de trois enfants, Ayu allie formation et expérience vécue dans son travail auprès des <strong>parents et des couples</strong>.</p><p>Ses séances sont détendues et concrètes, et se terminent souvent par une petite conversation à essayer à la maison.</p>',
      'pt-BR':
        '<p>Mãe de três filhos, Ayu une formação e experiência de vida em seu trabalho com <strong>pais e casais</strong>.</p><p>Suas sessões são descontraídas e práticas, e muitas vezes terminam com uma pequena conversa para experimentar em casa.</p>',
      'zh-CN':
        '<p>作为三个孩子的母亲，Ayu 在与<strong>父母和伴侣</strong>的工作中融合了专业训练与亲身经历。</p><p>她的课程轻松实用，常以一次可以回家尝试的小对话作为结尾。</p>',
    },
    groups: ['coach'],
    languages: ['id'],
    contactLinks: [],
    portrait: {
      hue: 50,
      alt: {
        en: 'Abstract portrait illustration of Ayu Kusuma',
        es: 'Ilustración abstracta del retrato de Ayu Kusuma',
        fr: "Illustration abstraite du portrait d'Ayu Kusuma",
        'pt-BR': 'Ilustração abstrata do retrato de Ayu Kusuma',
        'zh-CN': 'Ayu Kusuma 的抽象肖像插画',
      },
    },
  },
  {
    slug: 'daniel-hartono',
    name: 'Daniel Hartono',
    title: {
      en: 'Organisational wellbeing consultant',
      es: 'Consultor de bienestar organizacional',
      fr: 'Consultant en bien-être organisationnel',
      'pt-BR': 'Consultor de bem-estar organizacional',
      'zh-CN': '组织身心健康顾问',
    },
    summary: {
      en: 'Daniel works with leadership teams to build healthier ways of working together.',
      es: 'Daniel trabaja con equipos directivos para construir formas más sanas de trabajar juntos.',
      fr: 'Daniel accompagne les équipes dirigeantes vers des façons plus saines de travailler ensemble.',
      'pt-BR':
        'Daniel trabalha com equipes de liderança para construir formas mais saudáveis de trabalhar em conjunto.',
      'zh-CN': 'Daniel 与管理团队合作，共同打造更健康的协作方式。',
    },
    bio: {
      en: '<p>Daniel spent many years in banking before moving into <strong>organisational development</strong>. He now designs employee-assistance programmes for Jakarta companies.</p><p>He is known for clear frameworks and honest, respectful conversations.</p>',
      es: '<p>Daniel trabajó muchos años en banca antes de dedicarse al <strong>desarrollo organizacional</strong>. Hoy diseña programas de asistencia al empleado para empresas de Yakarta.</p><p>Es conocido por sus marcos de trabajo claros y sus conversaciones honestas y respetuosas.</p>',
      fr: "<p>Daniel a longtemps travaillé dans la banque avant de se tourner vers le <strong>développement organisationnel</strong>. Il conçoit aujourd'hui des programmes d'aide aux salariés pour des entreprises de Jakarta.</p><p>Il est réputé pour ses cadres clairs et ses échanges francs et respectueux.</p>",
      'pt-BR':
        '<p>Daniel trabalhou muitos anos no setor bancário antes de migrar para o <strong>desenvolvimento organizacional</strong>. Hoje ele cria programas de apoio ao colaborador para empresas de Jacarta.</p><p>É conhecido por estruturas claras e conversas honestas e respeitosas.</p>',
      'zh-CN':
        '<p>Daniel 曾在银行业工作多年，后转向<strong>组织发展</strong>领域。如今他为雅加达的企业设计员工援助项目。</p><p>他以清晰的框架和坦诚、尊重的对话而闻名。</p>',
    },
    groups: ['employee-assistance'],
    languages: ['id', 'en', 'zh'],
    contactLinks: [],
    portrait: {
      hue: 230,
      alt: {
        en: 'Abstract portrait illustration of Daniel Hartono',
        es: 'Ilustración abstracta del retrato de Daniel Hartono',
        fr: 'Illustration abstraite du portrait de Daniel Hartono',
        'pt-BR': 'Ilustração abstrata do retrato de Daniel Hartono',
        'zh-CN': 'Daniel Hartono 的抽象肖像插画',
      },
    },
  },
  {
    slug: 'maria-santos',
    name: 'Maria Santos',
    title: {
      en: 'Career and purpose coach',
      es: 'Coach de carrera y propósito',
      fr: 'Coach en carrière et en sens',
      'pt-BR': 'Coach de carreira e propósito',
      'zh-CN': '职业与人生方向教练',
    },
    summary: {
      en: 'Maria helps professionals reconnect with what matters to them at work.',
      es: 'Maria ayuda a profesionales a reconectar con lo que de verdad les importa en el trabajo.',
      fr: 'Maria aide les professionnels à renouer avec ce qui compte vraiment pour eux au travail.',
      'pt-BR': 'Maria ajuda profissionais a se reconectarem com o que realmente importa para eles no trabalho.',
      'zh-CN': 'Maria 帮助职场人士重新找回工作中真正重要的东西。',
    },
    bio: {
      en: '<p>Born in Manila and raised in Lisbon, Maria has coached professionals in <strong>four countries</strong> over the past decade.</p><p>She combines reflective exercises with practical planning, so insight turns into action.</p>',
      es: '<p>Nacida en Manila y criada en Lisboa, Maria ha acompañado como coach a profesionales de <strong>cuatro países</strong> durante la última década.</p><p>Combina ejercicios de reflexión con planificación práctica para que las ideas se conviertan en acciones.</p>',
      fr: '<p>Née à Manille et élevée à Lisbonne, Maria a accompagné des professionnels dans <strong>quatre pays</strong> au cours des dix dernières années.</p><p>Elle associe exercices de réflexion et planification concrète pour transformer les prises de conscience en actions.</p>',
      'pt-BR':
        '<p>Nascida em Manila e criada em Lisboa, Maria atuou como coach de profissionais em <strong>quatro países</strong> na última década.</p><p>Ela combina exercícios de reflexão com planejamento prático, para que as percepções virem ação.</p>',
      'zh-CN':
        '<p>Maria 出生于马尼拉，在里斯本长大，过去十年在<strong>四个国家</strong>为职场人士提供教练服务。</p><p>她将反思练习与务实规划相结合，让领悟转化为行动。</p>',
    },
    groups: ['coach'],
    languages: ['en', 'pt', 'tl'],
    contactLinks: [],
    portrait: {
      hue: 5,
      alt: {
        en: 'Abstract portrait illustration of Maria Santos',
        es: 'Ilustración abstracta del retrato de Maria Santos',
        fr: 'Illustration abstraite du portrait de Maria Santos',
        'pt-BR': 'Ilustração abstrata do retrato de Maria Santos',
        'zh-CN': 'Maria Santos 的抽象肖像插画',
      },
    },
  },
  {
    slug: 'bima-nugroho',
    name: 'Bima Nugroho',
    title: {
      en: 'Resilience coach and sound facilitator',
      es: 'Coach de resiliencia y facilitador de sonido',
      fr: 'Coach en résilience et facilitateur sonore',
      'pt-BR': 'Coach de resiliência e facilitador de sons',
      'zh-CN': '韧性教练与声音冥想引导师',
    },
    summary: {
      en: 'Bima blends coaching conversations with sound and stillness to help people recharge.',
      es: 'Bima combina conversaciones de coaching con sonido y quietud para ayudar a recargar energías.',
      fr: 'Bima associe coaching, sons et silence pour aider chacun à se ressourcer.',
      'pt-BR': 'Bima combina conversas de coaching com som e quietude para ajudar as pessoas a recarregar as energias.',
      'zh-CN': 'Bima 将教练对话与声音和静默相结合，帮助人们恢复活力。',
    },
    bio: {
      en: '<p>Bima is a former session musician who discovered <strong>gong and singing-bowl practice</strong> while touring Central Java.</p><p>Today he coaches teams on resilience and leads relaxing sound evenings at the studio.</p>',
      es: '<p>Bima es un antiguo músico de estudio que descubrió la <strong>práctica con gongs y cuencos tibetanos</strong> durante una gira por Java Central.</p><p>Hoy acompaña a equipos en temas de resiliencia y dirige relajantes veladas de sonido en el estudio.</p>',
      fr: "<p>Ancien musicien de studio, Bima a découvert la <strong>pratique du gong et des bols chantants</strong> lors d'une tournée à Java central.</p><p>Aujourd'hui, il accompagne des équipes sur la résilience et anime des soirées sonores apaisantes au studio.</p>",
      'pt-BR':
        '<p>Bima é ex-músico de estúdio e descobriu a <strong>prática com gongos e taças tibetanas</strong> durante uma turnê por Java Central.</p><p>Hoje ele orienta equipes sobre resiliência e conduz noites relaxantes de som no estúdio.</p>',
      'zh-CN':
        '<p>Bima 曾是一名录音室乐手，在中爪哇巡演期间接触到了<strong>锣与颂钵练习</strong>。</p><p>如今他为团队提供韧性教练，并在工作室带领令人放松的声音之夜。</p>',
    },
    groups: ['employee-assistance', 'coach'],
    languages: ['id', 'jv', 'en'],
    contactLinks: [{ label: 'Instagram', url: 'https://instagram.com/ruangteduh.example' }],
    portrait: {
      hue: 90,
      alt: {
        en: 'Abstract portrait illustration of Bima Nugroho',
        es: 'Ilustración abstracta del retrato de Bima Nugroho',
        fr: 'Illustration abstraite du portrait de Bima Nugroho',
        'pt-BR': 'Ilustração abstrata do retrato de Bima Nugroho',
        'zh-CN': 'Bima Nugroho 的抽象肖像插画',
      },
    },
  },
];

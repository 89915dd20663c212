import type {
  ArtMotif,
  SeedArt,
  SeedCorporateClient,
  SeedFaq,
  SeedSlide,
  SeedStaticContent,
  SeedTrack,
  Text5,
} from '../types';

/** Builds a Text5 from the five locales in order: en, es, fr, pt-BR, zh-CN. */
const t = (en: string, es: string, fr: string, pt: string, zh: string): Text5 => ({
  en,
  es,
  fr,
  'pt-BR': pt,
  'zh-CN': zh,
});

const art = (motif: ArtMotif, hue: number, alt: Text5): SeedArt => ({ motif, hue, alt });

export const slides: SeedSlide[] = [
  {
    title: t(
      'A quiet space in the middle of the city',
      'Un espacio tranquilo en medio de la ciudad',
      'Un lieu calme au cœur de la ville',
      'Um espaço tranquilo no meio da cidade',
      '城市中的一方宁静',
    ),
    text: t(
      'Small, facilitator-led classes to slow down, breathe and reconnect.',
      'Clases pequeñas guiadas por facilitadores para bajar el ritmo, respirar y reconectar.',
      'Des cours en petits groupes, animés par nos facilitateurs, pour ralentir, respirer et se reconnecter.',
      'Turmas pequenas, conduzidas por facilitadores, para desacelerar, respirar e se reconectar.',
      '由引导师带领的小班课程，让你放慢脚步、好好呼吸、重新连接自己。',
    ),
    linkUrl: '/session-classes',
    linkLabel: t('See our classes', 'Ver las clases', 'Voir les cours', 'Ver as aulas', '查看课程'),
    art: art(
      'waves',
      190,
      t(
        'Soft teal waves layered across a pale background',
        'Suaves olas verde azulado superpuestas sobre un fondo claro',
        'Douces vagues bleu-vert superposées sur un fond clair',
        'Ondas suaves em verde-azulado sobrepostas num fundo claro',
        '浅色背景上层层叠叠的柔和青绿色波浪',
      ),
    ),
  },
  {
    title: t(
      'Guided by people who listen',
      'Acompañados por personas que escuchan',
      'Accompagnés par des personnes qui écoutent',
      'Guiados por pessoas que escutam',
      '由懂得倾听的人陪伴',
    ),
    text: t(
      'Meet the facilitators who hold our classes, workshops and private sessions.',
      'Conoce a los facilitadores que guían nuestras clases, talleres y sesiones privadas.',
      'Découvrez les facilitateurs qui animent nos cours, ateliers et séances individuelles.',
      'Conheça os facilitadores que conduzem nossas aulas, oficinas e sessões individuais.',
      '认识带领我们课程、工作坊和私人课的引导师。',
    ),
    linkUrl: '/facilitators',
    linkLabel: t(
      'Meet the facilitators',
      'Conocer a los facilitadores',
      'Rencontrer les facilitateurs',
      'Conhecer os facilitadores',
      '认识引导师',
    ),
    art: art(
      'circles',
      32,
      t(
        'Overlapping warm amber circles, like gathered people',
        'Círculos ámbar cálidos que se superponen, como personas reunidas',
        'Cercles ambrés et chaleureux qui se chevauchent, comme des personnes réunies',
        'Círculos âmbar e acolhedores que se sobrepõem, como pessoas reunidas',
        '彼此交叠的暖琥珀色圆形，宛如相聚的人们',
      ),
    ),
  },
  {
    title: t(
      'Wellbeing for your whole team',
      'Bienestar para todo tu equipo',
      'Le bien-être pour toute votre équipe',
      'Bem-estar para toda a sua equipe',
      '为整个团队带来身心安适',
    ),
    text: t(
      'Employee-assistance programmes and workshops designed with your company.',
      'Programas de asistencia al empleado y talleres diseñados junto con tu empresa.',
      'Des programmes d’aide aux employés et des ateliers conçus avec votre entreprise.',
      'Programas de assistência ao colaborador e oficinas criados junto com a sua empresa.',
      '与贵公司共同设计的员工援助计划（EAP）与工作坊。',
    ),
    linkUrl: '/corporate',
    linkLabel: t('For companies', 'Para empresas', 'Pour les entreprises', 'Para empresas', '企业服务'),
    art: art(
      'mountains',
      150,
      t(
        'Layered green hills fading into a misty sky',
        'Colinas verdes en capas que se funden con un cielo brumoso',
        'Collines vertes en couches qui se fondent dans un ciel brumeux',
        'Colinas verdes em camadas que se dissolvem num céu enevoado',
        '层层绿色山丘隐入薄雾笼罩的天空',
      ),
    ),
  },
  {
    title: t(
      'Stories from our circle',
      'Historias de nuestro círculo',
      'Récits de notre cercle',
      'Histórias do nosso círculo',
      '来自我们圈子的故事',
    ),
    text: t(
      'Participants share what changed, in small ways, in their everyday lives.',
      'Los participantes cuentan qué cambió, en pequeños detalles, en su vida diaria.',
      'Des participants racontent ce qui a changé, par petites touches, dans leur quotidien.',
      'Participantes contam o que mudou, em pequenos detalhes, no seu dia a dia.',
      '参与者分享日常生活中那些细微的改变。',
    ),
    linkUrl: '/story',
    linkLabel: t('Read the stories', 'Leer las historias', 'Lire les récits', 'Ler as histórias', '阅读故事'),
    art: art(
      'lotus',
      330,
      t(
        'A simple pink lotus opening on still water',
        'Un sencillo loto rosa que se abre sobre agua quieta',
        'Un simple lotus rose qui s’ouvre sur une eau calme',
        'Uma flor de lótus rosa e simples se abrindo sobre a água parada',
        '一朵简洁的粉色莲花在静水上绽放',
      ),
    ),
  },
];

const clientAlt = (name: string, en: string, es: string, fr: string, pt: string, zh: string): Text5 =>
  t(`${name} — ${en}`, `${name} — ${es}`, `${name} — ${fr}`, `${name} — ${pt}`, `${name}——${zh}`);

export const corporateClients: SeedCorporateClient[] = [
  {
    name: 'PT Nusantara Digital',
    url: 'https://nusantaradigital.example',
    art: art(
      'dots',
      210,
      clientAlt(
        'PT Nusantara Digital',
        'abstract grid of blue dots',
        'cuadrícula abstracta de puntos azules',
        'grille abstraite de points bleus',
        'grade abstrata de pontos azuis',
        '抽象的蓝色圆点网格',
      ),
    ),
  },
  {
    name: 'PT Samudra Logistik',
    url: 'https://samudralogistik.example',
    art: art(
      'waves',
      200,
      clientAlt(
        'PT Samudra Logistik',
        'abstract deep-blue waves',
        'olas abstractas de azul profundo',
        'vagues abstraites bleu profond',
        'ondas abstratas em azul-profundo',
        '抽象的深蓝色波浪',
      ),
    ),
  },
  {
    name: 'PT Hijau Lestari Agro',
    url: 'https://hijaulestari.example',
    art: art(
      'leaves',
      110,
      clientAlt(
        'PT Hijau Lestari Agro',
        'abstract green leaves',
        'hojas verdes abstractas',
        'feuilles vertes abstraites',
        'folhas verdes abstratas',
        '抽象的绿色叶片',
      ),
    ),
  },
  {
    name: 'PT Cahaya Mentari Energi',
    url: 'https://cahayamentari.example',
    art: art(
      'sun',
      45,
      clientAlt(
        'PT Cahaya Mentari Energi',
        'abstract golden sun',
        'sol dorado abstracto',
        'soleil doré abstrait',
        'sol dourado abstrato',
        '抽象的金色太阳',
      ),
    ),
  },
  {
    name: 'Bank Sejahtera Bersama',
    url: null,
    art: art(
      'circles',
      260,
      clientAlt(
        'Bank Sejahtera Bersama',
        'abstract violet circles',
        'círculos violetas abstractos',
        'cercles violets abstraits',
        'círculos violeta abstratos',
        '抽象的紫色圆形',
      ),
    ),
  },
  {
    name: 'PT Puncak Rinjani Properti',
    url: 'https://puncakrinjani.example',
    art: art(
      'mountains',
      20,
      clientAlt(
        'PT Puncak Rinjani Properti',
        'abstract terracotta mountains',
        'montañas abstractas color terracota',
        'montagnes abstraites couleur terre cuite',
        'montanhas abstratas cor de terracota',
        '抽象的陶土色山峦',
      ),
    ),
  },
  {
    name: 'PT Kopi Tiga Gunung',
    url: 'https://kopitigagunung.example',
    art: art(
      'ripples',
      28,
      clientAlt(
        'PT Kopi Tiga Gunung',
        'abstract coffee-brown ripples',
        'ondas abstractas color café',
        'ondulations abstraites couleur café',
        'ondulações abstratas cor de café',
        '抽象的咖啡色涟漪',
      ),
    ),
  },
  {
    name: 'Yayasan Pendidikan Cerdas Bangsa',
    url: null,
    art: art(
      'lotus',
      300,
      clientAlt(
        'Yayasan Pendidikan Cerdas Bangsa',
        'abstract magenta lotus',
        'loto abstracto color magenta',
        'lotus abstrait magenta',
        'lótus abstrato magenta',
        '抽象的洋红色莲花',
      ),
    ),
  },
];

const p = (s: string): string => `<p>${s}</p>`;
const tp = (en: string, es: string, fr: string, pt: string, zh: string): Text5 => t(p(en), p(es), p(fr), p(pt), p(zh));

export const faqs: SeedFaq[] = [
  {
    scope: 'general',
    question: t(
      'Do I need any experience to join a class?',
      '¿Necesito experiencia previa para unirme a una clase?',
      'Faut-il de l’expérience pour participer à un cours ?',
      'Preciso de experiência para participar de uma aula?',
      '参加课程需要经验吗？',
    ),
    answer: tp(
      'No. Our classes are open to beginners, and facilitators offer simple alternatives for every exercise.',
      'No. Nuestras clases están abiertas a principiantes y los facilitadores ofrecen alternativas sencillas para cada ejercicio.',
      'Non. Nos cours sont ouverts aux débutants et les facilitateurs proposent des variantes simples pour chaque exercice.',
      'Não. Nossas aulas são abertas a iniciantes, e os facilitadores oferecem alternativas simples para cada exercício.',
      '不需要。我们的课程欢迎零基础的朋友，引导师会为每个练习提供简单的替代方式。',
    ),
  },
  {
    scope: 'general',
    question: t(
      'What should I bring?',
      '¿Qué debo traer?',
      'Que dois-je apporter ?',
      'O que devo levar?',
      '需要带什么？',
    ),
    answer: tp(
      'Comfortable clothes and a water bottle. We provide mats, cushions and blankets.',
      'Ropa cómoda y una botella de agua. Nosotros ponemos esterillas, cojines y mantas.',
      'Des vêtements confortables et une gourde. Nous fournissons tapis, coussins et couvertures.',
      'Roupas confortáveis e uma garrafa de água. Nós fornecemos tapetes, almofadas e mantas.',
      '穿着舒适的衣服并带上水杯即可。我们提供垫子、坐垫和毯子。',
    ),
  },
  {
    scope: 'general',
    question: t(
      'In which languages are classes held?',
      '¿En qué idiomas se imparten las clases?',
      'Dans quelles langues les cours sont-ils donnés ?',
      'Em quais idiomas as aulas são dadas?',
      '课程使用什么语言？',
    ),
    answer: tp(
      'Most classes are in Bahasa Indonesia, and several are in English. Each class page shows its language.',
      'La mayoría de las clases son en indonesio y varias en inglés. Cada página de clase indica su idioma.',
      'La plupart des cours sont en indonésien et plusieurs en anglais. La page de chaque cours indique sa langue.',
      'A maioria das aulas é em indonésio, e várias são em inglês. A página de cada aula informa o idioma.',
      '大部分课程使用印尼语，也有部分课程使用英语。每个课程页面都会注明授课语言。',
    ),
  },
  {
    scope: 'general',
    question: t(
      'How do I register for a class?',
      '¿Cómo me inscribo en una clase?',
      'Comment s’inscrire à un cours ?',
      'Como faço para me inscrever numa aula?',
      '如何报名课程？',
    ),
    answer: tp(
      'Choose a class on the Classes page and fill in the registration form. Your place is confirmed by email straight away; you pay at the studio on the day.',
      'Elige una clase en la página de Clases y completa el formulario de inscripción. Tu plaza se confirma por correo al instante; pagas en el estudio el mismo día.',
      'Choisissez un cours sur la page Cours et remplissez le formulaire d’inscription. Votre place est confirmée aussitôt par e-mail ; vous réglez au studio le jour même.',
      'Escolha uma aula na página Aulas e preencha o formulário de inscrição. Sua vaga é confirmada na hora por e-mail; você paga no estúdio no dia.',
      '在“课程”页面选择课程并填写报名表。名额会立即通过电子邮件确认；费用在上课当天于工作室支付。',
    ),
  },
  {
    scope: 'general',
    question: t(
      'Can I book a private session?',
      '¿Puedo reservar una sesión privada?',
      'Puis-je réserver une séance individuelle ?',
      'Posso agendar uma sessão individual?',
      '可以预约私人课吗？',
    ),
    answer: tp(
      'Yes. Contact us by email or WhatsApp and we will match you with a facilitator and a suitable time.',
      'Sí. Escríbenos por correo o WhatsApp y te pondremos en contacto con un facilitador en un horario adecuado.',
      'Oui. Écrivez-nous par e-mail ou WhatsApp et nous vous proposerons un facilitateur et un horaire adaptés.',
      'Sim. Fale conosco por e-mail ou WhatsApp e indicaremos um facilitador e um horário adequado.',
      '可以。请通过电子邮件或 WhatsApp 联系我们，我们会为你安排合适的引导师和时间。',
    ),
  },
  {
    scope: 'general',
    question: t(
      'Are your facilitators therapists or doctors?',
      '¿Sus facilitadores son terapeutas o médicos?',
      'Vos facilitateurs sont-ils thérapeutes ou médecins ?',
      'Os facilitadores são terapeutas ou médicos?',
      '你们的引导师是治疗师或医生吗？',
    ),
    answer: tp(
      'Our classes support everyday wellbeing; they are not medical treatment. Facilitators are not a substitute for emergency care — in a crisis, please call 112 or go to the nearest hospital.',
      'Nuestras clases apoyan el bienestar cotidiano; no son un tratamiento médico. Los facilitadores no sustituyen la atención de urgencias: en una crisis, llama al 112 o acude al hospital más cercano.',
      'Nos cours soutiennent le bien-être au quotidien ; ce ne sont pas des soins médicaux. Les facilitateurs ne remplacent pas les services d’urgence : en cas de crise, appelez le 112 ou rendez-vous à l’hôpital le plus proche.',
      'Nossas aulas apoiam o bem-estar do dia a dia; não são tratamento médico. Os facilitadores não substituem o atendimento de emergência — em uma crise, ligue para 112 ou vá ao hospital mais próximo.',
      '我们的课程旨在支持日常身心安适，并非医疗服务。引导师不能替代紧急救助——如遇危机，请拨打 112 或前往最近的医院。',
    ),
  },
  {
    scope: 'general',
    question: t(
      'Can I cancel or reschedule?',
      '¿Puedo cancelar o cambiar la fecha?',
      'Puis-je annuler ou reporter ?',
      'Posso cancelar ou remarcar?',
      '可以取消或改期吗？',
    ),
    answer: tp(
      'Yes: write to us by email or WhatsApp at least 24 hours before the class and we free or move your place. See our Terms &amp; Conditions.',
      'Sí: escríbenos por correo o WhatsApp al menos 24 horas antes de la clase y liberamos o cambiamos tu plaza. Consulta nuestros Términos y Condiciones.',
      'Oui : écrivez-nous par e-mail ou WhatsApp au moins 24 heures avant le cours et nous libérons ou déplaçons votre place. Consultez nos Conditions générales.',
      'Sim: escreva para nós por e-mail ou WhatsApp com pelo menos 24 horas de antecedência e liberamos ou remarcamos sua vaga. Veja nossos Termos e Condições.',
      '可以：请至少在课程开始前 24 小时通过电子邮件或 WhatsApp 告诉我们，我们会为你释放或调整名额。详情请参阅我们的条款与条件。',
    ),
  },
  {
    scope: 'general',
    question: t(
      'Where is the studio?',
      '¿Dónde está el estudio?',
      'Où se trouve le studio ?',
      'Onde fica o estúdio?',
      '工作室在哪里？',
    ),
    answer: tp(
      'Jl. Kemang Raya No. 18, Jakarta Selatan 12730. Parking is limited, so we recommend public transport or ride-hailing.',
      'Jl. Kemang Raya No. 18, Jakarta Selatan 12730. El aparcamiento es limitado; recomendamos transporte público o un servicio de coche.',
      'Jl. Kemang Raya No. 18, Jakarta Selatan 12730. Le stationnement est limité : privilégiez les transports en commun ou un VTC.',
      'Jl. Kemang Raya No. 18, Jakarta Selatan 12730. O estacionamento é limitado; recomendamos transporte público ou aplicativo de carro.',
      '地址：Jl. Kemang Raya No. 18, Jakarta Selatan 12730。停车位有限，建议乘坐公共交通或网约车。',
    ),
  },
  {
    scope: 'corporate',
    question: t(
      'What does an employee-assistance programme include?',
      '¿Qué incluye un programa de asistencia al empleado?',
      'Que comprend un programme d’aide aux employés ?',
      'O que inclui um programa de assistência ao colaborador?',
      '员工援助计划包含哪些内容？',
    ),
    answer: tp(
      'Typically a mix of confidential one-to-one sessions, group workshops and short on-site practices, shaped around your team’s needs.',
      'Normalmente una combinación de sesiones individuales confidenciales, talleres grupales y prácticas breves en la oficina, adaptada a tu equipo.',
      'En général, un mélange de séances individuelles confidentielles, d’ateliers collectifs et de courtes pratiques sur site, adapté à votre équipe.',
      'Normalmente uma combinação de sessões individuais confidenciais, oficinas em grupo e práticas curtas no local, adaptada à sua equipe.',
      '通常包括保密的一对一会谈、团体工作坊以及简短的现场练习，并根据团队需求量身设计。',
    ),
  },
  {
    scope: 'corporate',
    question: t(
      'Is what employees share kept confidential?',
      '¿Lo que comparten los empleados es confidencial?',
      'Ce que partagent les employés reste-t-il confidentiel ?',
      'O que os colaboradores compartilham é confidencial?',
      '员工分享的内容会保密吗？',
    ),
    answer: tp(
      'Yes. Companies receive only anonymised, aggregated reports — never individual names or session content.',
      'Sí. Las empresas solo reciben informes anónimos y agregados, nunca nombres ni contenido de las sesiones.',
      'Oui. L’entreprise ne reçoit que des rapports anonymisés et agrégés, jamais de noms ni le contenu des séances.',
      'Sim. As empresas recebem apenas relatórios anônimos e agregados — nunca nomes ou o conteúdo das sessões.',
      '会。企业只会收到匿名的汇总报告，绝不包含个人姓名或会谈内容。',
    ),
  },
  {
    scope: 'corporate',
    question: t(
      'Can sessions take place at our office?',
      '¿Las sesiones pueden hacerse en nuestra oficina?',
      'Les séances peuvent-elles avoir lieu dans nos locaux ?',
      'As sessões podem acontecer no nosso escritório?',
      '课程可以在我们公司进行吗？',
    ),
    answer: tp(
      'Yes — at your office in Greater Jakarta, at our studio in Kemang, or online for teams in other cities.',
      'Sí: en tu oficina en el área metropolitana de Yakarta, en nuestro estudio de Kemang o en línea para equipos de otras ciudades.',
      'Oui : dans vos bureaux du Grand Jakarta, dans notre studio de Kemang, ou en ligne pour les équipes d’autres villes.',
      'Sim — no seu escritório na Grande Jacarta, no nosso estúdio em Kemang ou on-line para equipes de outras cidades.',
      '可以——可在大雅加达地区的贵公司办公室、我们位于 Kemang 的工作室进行，其他城市的团队也可在线参加。',
    ),
  },
  {
    scope: 'corporate',
    question: t(
      'How large can a group be?',
      '¿De qué tamaño puede ser un grupo?',
      'Quelle taille peut avoir un groupe ?',
      'Qual o tamanho máximo de um grupo?',
      '一个团体最多可以有多少人？',
    ),
    answer: tp(
      'Workshops work best with 8–25 people. For larger teams we run several sessions or a talk followed by small circles.',
      'Los talleres funcionan mejor con 8 a 25 personas. Para equipos más grandes hacemos varias sesiones o una charla seguida de círculos pequeños.',
      'Les ateliers fonctionnent mieux avec 8 à 25 personnes. Pour les grandes équipes, nous organisons plusieurs séances ou une conférence suivie de petits cercles.',
      'As oficinas funcionam melhor com 8 a 25 pessoas. Para equipes maiores, fazemos várias sessões ou uma palestra seguida de pequenos círculos.',
      '工作坊以 8 至 25 人为宜。更大的团队可分多场进行，或先办讲座再分成小组交流。',
    ),
  },
  {
    scope: 'corporate',
    question: t(
      'How do we get started?',
      '¿Cómo empezamos?',
      'Comment démarrer ?',
      'Como começamos?',
      '如何开始合作？',
    ),
    answer: tp(
      'Email hello@ruangteduh.example. We begin with a free 30-minute call to understand your team, then send a proposal.',
      'Escribe a hello@ruangteduh.example. Empezamos con una llamada gratuita de 30 minutos para conocer a tu equipo y luego enviamos una propuesta.',
      'Écrivez à hello@ruangteduh.example. Nous commençons par un appel gratuit de 30 minutes pour comprendre votre équipe, puis nous envoyons une proposition.',
      'Escreva para hello@ruangteduh.example. Começamos com uma conversa gratuita de 30 minutos para conhecer sua equipe e depois enviamos uma proposta.',
      '请发邮件至 hello@ruangteduh.example。我们会先进行 30 分钟的免费通话了解团队情况，然后提交方案。',
    ),
  },
  {
    scope: 'corporate',
    question: t(
      'Do you provide crisis support for employees?',
      '¿Ofrecen apoyo en crisis para los empleados?',
      'Proposez-vous un soutien en cas de crise pour les employés ?',
      'Vocês oferecem apoio em situações de crise para colaboradores?',
      '你们为员工提供危机支持吗？',
    ),
    answer: tp(
      'Our programmes focus on prevention and everyday wellbeing and are not a substitute for emergency care. We help you map local emergency and clinical services your team can turn to.',
      'Nuestros programas se centran en la prevención y el bienestar cotidiano y no sustituyen la atención de urgencias. Te ayudamos a identificar los servicios de urgencia y clínicos locales a los que tu equipo puede acudir.',
      'Nos programmes portent sur la prévention et le bien-être au quotidien et ne remplacent pas les services d’urgence. Nous vous aidons à recenser les services d’urgence et cliniques locaux vers lesquels votre équipe peut se tourner.',
      'Nossos programas focam em prevenção e bem-estar no dia a dia e não substituem o atendimento de emergência. Ajudamos você a mapear os serviços locais de emergência e clínicos que sua equipe pode procurar.',
      '我们的项目侧重预防和日常身心安适，不能替代紧急救助。我们会协助你梳理团队可求助的本地急救与临床服务。',
    ),
  },
];

export const tracks: SeedTrack[] = [
  {
    title: t('Morning Shade', 'Sombra de la mañana', 'Ombre du matin', 'Sombra da manhã', '晨荫'),
    artist: 'Ruang Teduh Studio',
    seed: 7,
    seconds: 24,
  },
  {
    title: t('Evening Stillness', 'Quietud del atardecer', 'Quiétude du soir', 'Quietude do entardecer', '暮色静谧'),
    artist: 'Ruang Teduh Studio',
    seed: 11,
    seconds: 30,
  },
];

export const staticContents: SeedStaticContent[] = [
  {
    code: 'home',
    title: t(
      'Welcome to Ruang Teduh',
      'Bienvenido a Ruang Teduh',
      'Bienvenue à Ruang Teduh',
      'Boas-vindas ao Ruang Teduh',
      '欢迎来到 Ruang Teduh',
    ),
    content: t(
      '<p><strong>Sharing universal wisdom for everyday life.</strong> Ruang Teduh — “a shaded room” — is a small studio in Kemang where you can pause, breathe and learn simple practices for daily life.</p><p>Join a facilitator-led class, book a private session, or bring us to your workplace.</p>',
      '<p><strong>Compartiendo sabiduría universal para la vida cotidiana.</strong> Ruang Teduh —«una habitación a la sombra»— es un pequeño estudio en Kemang donde puedes hacer una pausa, respirar y aprender prácticas sencillas para el día a día.</p><p>Únete a una clase guiada, reserva una sesión privada o llévanos a tu lugar de trabajo.</p>',
      '<p><strong>Partager une sagesse universelle pour la vie de tous les jours.</strong> Ruang Teduh — « une pièce à l’ombre » — est un petit studio à Kemang où faire une pause, respirer et apprendre des pratiques simples pour le quotidien.</p><p>Participez à un cours, réservez une séance individuelle ou faites-nous venir sur votre lieu de travail.</p>',
      '<p><strong>Compartilhando sabedoria universal para a vida cotidiana.</strong> Ruang Teduh — “um cômodo à sombra” — é um pequeno estúdio em Kemang onde você pode fazer uma pausa, respirar e aprender práticas simples para o dia a dia.</p><p>Participe de uma aula com facilitador, agende uma sessão individual ou leve a gente para a sua empresa.</p>',
      '<p><strong>分享适用于日常生活的普世智慧。</strong>Ruang Teduh 意为“荫凉的房间”，是位于 Kemang 的一间小工作室。在这里，你可以停下来、好好呼吸，学习简单实用的日常练习。</p><p>欢迎参加引导师带领的课程、预约私人课，或邀请我们走进你的工作场所。</p>',
    ),
  },
  {
    code: 'journey',
    title: t('Classes & sessions', 'Clases y sesiones', 'Cours et séances', 'Aulas e sessões', '课程与私人课'),
    content: t(
      '<p>Our classes are small, gentle and practical. Choose a weekly class, a one-off workshop or a private session — each is led by a facilitator who adapts the practice to the people in the room.</p>',
      '<p>Nuestras clases son pequeñas, amables y prácticas. Elige una clase semanal, un taller puntual o una sesión privada: cada una la guía un facilitador que adapta la práctica a quienes están presentes.</p>',
      '<p>Nos cours sont en petits groupes, doux et concrets. Choisissez un cours hebdomadaire, un atelier ponctuel ou une séance individuelle : chacun est animé par un facilitateur qui adapte la pratique aux personnes présentes.</p>',
      '<p>Nossas aulas são pequenas, acolhedoras e práticas. Escolha uma aula semanal, uma oficina avulsa ou uma sessão individual — cada uma é conduzida por um facilitador que adapta a prática a quem está presente.</p>',
      '<p>我们的课程人数少、节奏温和、注重实用。你可以选择每周课程、单次工作坊或私人课——每一堂都由引导师带领，并根据在场的人调整练习。</p>',
    ),
  },
  {
    code: 'counselor',
    title: t('Our facilitators', 'Nuestros facilitadores', 'Nos facilitateurs', 'Nossos facilitadores', '我们的引导师'),
    content: t(
      '<p>Our facilitators come from different backgrounds — psychology, movement, education and contemplative practice. What they share is a habit of listening carefully and keeping things simple.</p>',
      '<p>Nuestros facilitadores vienen de ámbitos distintos: psicología, movimiento, educación y práctica contemplativa. Lo que comparten es la costumbre de escuchar con atención y mantener las cosas sencillas.</p>',
      '<p>Nos facilitateurs viennent d’horizons variés : psychologie, mouvement, éducation et pratique contemplative. Ce qu’ils ont en commun, c’est une écoute attentive et le goût de la simplicité.</p>',
      '<p>Nossos facilitadores vêm de áreas diferentes — psicologia, movimento, educação e práticas contemplativas. O que têm em comum é o hábito de escutar com atenção e manter tudo simples.</p>',
      '<p>我们的引导师来自不同背景——心理学、身体律动、教育和静观练习。他们的共同点是善于用心倾听，并让一切保持简单。</p>',
    ),
  },
  {
    code: 'media',
    title: t('In the media', 'En los medios', 'Dans les médias', 'Na mídia', '媒体报道'),
    content: t(
      '<p>News, interviews and notes from the studio. For press enquiries, write to <strong>hello@ruangteduh.example</strong>.</p>',
      '<p>Noticias, entrevistas y notas del estudio. Para consultas de prensa, escribe a <strong>hello@ruangteduh.example</strong>.</p>',
      '<p>Actualités, entretiens et nouvelles du studio. Pour toute demande presse, écrivez à <strong>hello@ruangteduh.example</strong>.</p>',
      '<p>Notícias, entrevistas e novidades do estúdio. Para assuntos de imprensa, escreva para <strong>hello@ruangteduh.example</strong>.</p>',
      '<p>工作室的新闻、访谈与动态。媒体垂询请发邮件至 <strong>hello@ruangteduh.example</strong>。</p>',
    ),
  },
  {
    code: 'method',
    title: t('Our method', 'Nuestro método', 'Notre méthode', 'Nosso método', '我们的方法'),
    content: t(
      '<h2>Start where you are</h2><p>We begin with what is already here: your breath, your body, your day. No special beliefs or skills are needed.</p><h2>Small practices, often</h2><p>Each class offers one or two simple practices you can repeat at home in five minutes. Change comes from repetition, not intensity.</p><h2>Wisdom shared, not imposed</h2><p>We draw on many traditions and on everyday psychology, and we invite you to keep only what is useful to you.</p>',
      '<h2>Empieza donde estás</h2><p>Partimos de lo que ya está aquí: tu respiración, tu cuerpo, tu día. No hacen falta creencias ni habilidades especiales.</p><h2>Prácticas pequeñas y frecuentes</h2><p>Cada clase ofrece una o dos prácticas sencillas que puedes repetir en casa en cinco minutos. El cambio viene de la constancia, no de la intensidad.</p><h2>Sabiduría compartida, no impuesta</h2><p>Nos inspiramos en muchas tradiciones y en la psicología cotidiana, y te invitamos a quedarte solo con lo que te sirva.</p>',
      '<h2>Partir de là où vous êtes</h2><p>Nous commençons par ce qui est déjà là : votre souffle, votre corps, votre journée. Aucune croyance ni compétence particulière n’est nécessaire.</p><h2>De petites pratiques, souvent</h2><p>Chaque cours propose une ou deux pratiques simples à refaire chez soi en cinq minutes. Le changement vient de la régularité, pas de l’intensité.</p><h2>Une sagesse partagée, pas imposée</h2><p>Nous puisons dans de nombreuses traditions et dans la psychologie du quotidien, et vous invitons à ne garder que ce qui vous est utile.</p>',
      '<h2>Comece de onde você está</h2><p>Partimos do que já está aqui: sua respiração, seu corpo, seu dia. Não é preciso ter crenças ou habilidades especiais.</p><h2>Práticas pequenas, com frequência</h2><p>Cada aula traz uma ou duas práticas simples que você pode repetir em casa em cinco minutos. A mudança vem da constância, não da intensidade.</p><h2>Sabedoria compartilhada, não imposta</h2><p>Nos inspiramos em várias tradições e na psicologia do dia a dia, e convidamos você a ficar só com o que for útil.</p>',
      '<h2>从当下出发</h2><p>我们从已经存在的一切开始：你的呼吸、你的身体、你的一天。不需要任何特别的信仰或技能。</p><h2>小练习，常常做</h2><p>每堂课提供一两个简单的练习，回家后五分钟就能重复。改变来自坚持，而不是强度。</p><h2>分享智慧，而非强加</h2><p>我们借鉴多种传统与日常心理学，并邀请你只保留对自己有用的部分。</p>',
    ),
  },
  {
    code: 'about',
    title: t(
      'About Ruang Teduh',
      'Sobre Ruang Teduh',
      'À propos de Ruang Teduh',
      'Sobre o Ruang Teduh',
      '关于 Ruang Teduh',
    ),
    content: t(
      '<h2>Who we are</h2><p>Ruang Teduh is a wellness studio in South Jakarta, founded by a small group of facilitators who wanted a calm, unhurried place to share practical wisdom.</p><h2>What we offer</h2><ul><li>Facilitator-led group classes</li><li>Private sessions</li><li>Workshops</li><li>Employee-assistance programmes for companies</li></ul><h2>What we are not</h2><p>We are not a clinic and we do not offer medical treatment. Our facilitators are not a substitute for emergency care; when needed, we gladly point people to professional services.</p>',
      '<h2>Quiénes somos</h2><p>Ruang Teduh es un estudio de bienestar en el sur de Yakarta, fundado por un pequeño grupo de facilitadores que buscaban un lugar tranquilo y sin prisas para compartir sabiduría práctica.</p><h2>Qué ofrecemos</h2><ul><li>Clases grupales guiadas por facilitadores</li><li>Sesiones privadas</li><li>Talleres</li><li>Programas de asistencia al empleado para empresas</li></ul><h2>Lo que no somos</h2><p>No somos una clínica ni ofrecemos tratamiento médico. Nuestros facilitadores no sustituyen la atención de urgencias; cuando hace falta, orientamos con gusto hacia servicios profesionales.</p>',
      '<h2>Qui sommes-nous</h2><p>Ruang Teduh est un studio de bien-être au sud de Jakarta, fondé par un petit groupe de facilitateurs qui souhaitaient un lieu calme et sans précipitation pour partager une sagesse pratique.</p><h2>Ce que nous proposons</h2><ul><li>Des cours collectifs animés par des facilitateurs</li><li>Des séances individuelles</li><li>Des ateliers</li><li>Des programmes d’aide aux employés pour les entreprises</li></ul><h2>Ce que nous ne sommes pas</h2><p>Nous ne sommes pas une clinique et ne proposons aucun traitement médical. Nos facilitateurs ne remplacent pas les services d’urgence ; si nécessaire, nous orientons volontiers vers des professionnels.</p>',
      '<h2>Quem somos</h2><p>O Ruang Teduh é um estúdio de bem-estar no sul de Jacarta, fundado por um pequeno grupo de facilitadores que queriam um lugar calmo e sem pressa para compartilhar sabedoria prática.</p><h2>O que oferecemos</h2><ul><li>Aulas em grupo conduzidas por facilitadores</li><li>Sessões individuais</li><li>Oficinas</li><li>Programas de assistência ao colaborador para empresas</li></ul><h2>O que não somos</h2><p>Não somos uma clínica e não oferecemos tratamento médico. Nossos facilitadores não substituem o atendimento de emergência; quando necessário, indicamos com prazer serviços profissionais.</p>',
      '<h2>我们是谁</h2><p>Ruang Teduh 是位于南雅加达的一间身心安适工作室，由几位引导师创立，希望打造一个平静、从容的空间来分享实用的智慧。</p><h2>我们提供什么</h2><ul><li>引导师带领的团体课程</li><li>私人课</li><li>工作坊</li><li>面向企业的员工援助计划</li></ul><h2>我们不是什么</h2><p>我们不是诊所，也不提供医疗服务。引导师不能替代紧急救助；如有需要，我们很乐意为你推荐专业机构。</p>',
    ),
  },
  {
    code: 'story',
    title: t('Stories', 'Historias', 'Récits', 'Histórias', '故事'),
    content: t(
      '<p>Short, honest stories from people who have joined our classes — shared with their permission, using first names only.</p>',
      '<p>Historias breves y sinceras de personas que han participado en nuestras clases, compartidas con su permiso y solo con su nombre de pila.</p>',
      '<p>De courts récits sincères de personnes ayant suivi nos cours, partagés avec leur accord et uniquement sous leur prénom.</p>',
      '<p>Histórias curtas e sinceras de pessoas que participaram das nossas aulas — compartilhadas com autorização e apenas com o primeiro nome.</p>',
      '<p>来自课程参与者的简短而真诚的故事——经本人同意分享，仅使用名字。</p>',
    ),
  },
  {
    code: 'self-decipline',
    title: t(
      'Ngakalin Self-Discipline',
      'Ngakalin Self-Discipline: trucos para la autodisciplina',
      'Ngakalin Self-Discipline : ruser avec l’autodiscipline',
      'Ngakalin Self-Discipline: driblando a autodisciplina',
      'Ngakalin Self-Discipline：巧妙培养自律',
    ),
    content: t(
      '<p><em>Ngakalin</em> is Jakarta slang for “finding a clever way around”. Here are gentle ways to work with discipline instead of fighting yourself.</p><h2>Make it tiny</h2><p>Shrink the habit until it feels almost silly: one minute of stretching, one line in a journal. Starting is the hard part; tiny steps make starting easy.</p><h2>Change the room, not just the will</h2><p>Put the book on your pillow and the phone in another room. A friendly environment does much of the work that willpower alone cannot.</p><h2>Be kind when you slip</h2><p>Missing a day is normal. Notice it without drama and begin again tomorrow — consistency is built by returning, not by never falling.</p>',
      '<p><em>Ngakalin</em> es una expresión coloquial de Yakarta que significa «encontrar la vuelta a algo». Aquí tienes formas amables de trabajar con la disciplina en lugar de pelear contigo.</p><h2>Hazlo diminuto</h2><p>Reduce el hábito hasta que parezca casi ridículo: un minuto de estiramientos, una línea en un diario. Lo difícil es empezar; los pasos pequeños lo facilitan.</p><h2>Cambia el entorno, no solo la voluntad</h2><p>Deja el libro sobre la almohada y el móvil en otra habitación. Un entorno favorable hace gran parte del trabajo que la fuerza de voluntad sola no logra.</p><h2>Sé amable cuando falles</h2><p>Saltarse un día es normal. Obsérvalo sin dramatizar y vuelve a empezar mañana: la constancia se construye volviendo, no sin caer nunca.</p>',
      '<p><em>Ngakalin</em> est une expression familière de Jakarta qui veut dire « trouver une astuce ». Voici des façons douces de travailler avec la discipline plutôt que de lutter contre soi.</p><h2>Faites-le tout petit</h2><p>Réduisez l’habitude jusqu’à ce qu’elle paraisse presque dérisoire : une minute d’étirements, une ligne dans un carnet. Le plus dur, c’est de commencer ; les petits pas facilitent le départ.</p><h2>Changez l’environnement, pas seulement la volonté</h2><p>Posez le livre sur votre oreiller et le téléphone dans une autre pièce. Un environnement bienveillant fait une grande partie du travail que la volonté seule ne peut pas faire.</p><h2>Soyez indulgent quand vous flanchez</h2><p>Manquer un jour, c’est normal. Constatez-le sans drame et recommencez demain : la régularité se construit en revenant, pas en ne tombant jamais.</p>',
      '<p><em>Ngakalin</em> é uma gíria de Jacarta que significa “dar um jeitinho”. Veja formas gentis de trabalhar com a disciplina em vez de brigar consigo mesmo.</p><h2>Comece minúsculo</h2><p>Diminua o hábito até parecer quase bobo: um minuto de alongamento, uma linha no diário. O difícil é começar; passos pequenos facilitam a largada.</p><h2>Mude o ambiente, não só a força de vontade</h2><p>Deixe o livro no travesseiro e o celular em outro cômodo. Um ambiente favorável faz boa parte do trabalho que a força de vontade sozinha não consegue.</p><h2>Seja gentil quando escorregar</h2><p>Pular um dia é normal. Perceba sem drama e recomece amanhã — a constância se constrói voltando, não nunca caindo.</p>',
      '<p><em>Ngakalin</em> 是雅加达俚语，意思是“想个巧办法”。以下是一些温和的方法，让你与自律合作，而不是和自己较劲。</p><h2>把它变得极小</h2><p>把习惯缩小到几乎有点好笑：拉伸一分钟、写一行日记。最难的是开始，小步伐让开始变得容易。</p><h2>改变环境，而不只是靠意志</h2><p>把书放在枕头上，把手机放到另一个房间。友好的环境能完成许多单靠意志力做不到的事。</p><h2>失误时善待自己</h2><p>偶尔漏掉一天很正常。平静地觉察，明天重新开始——坚持来自一次次回来，而不是从不跌倒。</p>',
    ),
  },
  {
    code: 'bermedia-sosial',
    title: t(
      'Using social media kindly',
      'Usar las redes sociales con amabilidad',
      'Utiliser les réseaux sociaux avec bienveillance',
      'Usar as redes sociais com gentileza',
      '温和地使用社交媒体',
    ),
    content: t(
      '<h2>Notice how you feel</h2><p>After scrolling, pause for one breath and ask: do I feel lighter or heavier? That simple check tells you more than any screen-time report.</p><h2>Curate your feed</h2><p>Mute accounts that leave you anxious or comparing, and follow a few that teach, inspire or make you laugh. Your feed is a room you live in — furnish it with care.</p><h2>Set gentle boundaries</h2><ul><li>No phone for the first 30 minutes of the day</li><li>Notifications off, except for people</li><li>One offline evening a week</li></ul>',
      '<h2>Observa cómo te sientes</h2><p>Después de deslizar la pantalla, haz una respiración y pregúntate: ¿me siento más ligero o más pesado? Esa simple pregunta dice más que cualquier informe de tiempo de uso.</p><h2>Cuida lo que ves</h2><p>Silencia las cuentas que te generan ansiedad o comparación y sigue algunas que te enseñen, te inspiren o te hagan reír. Tu feed es una habitación en la que vives: amuéblala con cuidado.</p><h2>Pon límites amables</h2><ul><li>Sin móvil durante los primeros 30 minutos del día</li><li>Notificaciones desactivadas, salvo las de personas</li><li>Una tarde a la semana sin conexión</li></ul>',
      '<h2>Observez ce que vous ressentez</h2><p>Après avoir fait défiler votre fil, prenez une respiration et demandez-vous : est-ce que je me sens plus léger ou plus lourd ? Cette simple question en dit plus que n’importe quel bilan de temps d’écran.</p><h2>Choisissez votre fil</h2><p>Masquez les comptes qui vous rendent anxieux ou vous poussent à vous comparer, et suivez-en quelques-uns qui vous apprennent, vous inspirent ou vous font rire. Votre fil est une pièce où vous vivez : aménagez-la avec soin.</p><h2>Posez des limites douces</h2><ul><li>Pas de téléphone pendant les 30 premières minutes de la journée</li><li>Notifications coupées, sauf celles des personnes</li><li>Une soirée hors ligne par semaine</li></ul>',
      '<h2>Perceba como você se sente</h2><p>Depois de rolar a tela, faça uma respiração e pergunte: estou me sentindo mais leve ou mais pesado? Essa pergunta simples diz mais do que qualquer relatório de tempo de tela.</p><h2>Faça a curadoria do seu feed</h2><p>Silencie perfis que deixam você ansioso ou se comparando e siga alguns que ensinam, inspiram ou fazem rir. Seu feed é um cômodo onde você vive — decore com carinho.</p><h2>Crie limites gentis</h2><ul><li>Nada de celular nos primeiros 30 minutos do dia</li><li>Notificações desligadas, exceto as de pessoas</li><li>Uma noite por semana desconectado</li></ul>',
      '<h2>觉察自己的感受</h2><p>刷完手机后，停下来呼吸一次，问问自己：我感觉更轻松，还是更沉重？这个简单的问题比任何屏幕使用报告都更能说明问题。</p><h2>整理你的信息流</h2><p>把让你焦虑或陷入比较的账号设为静音，关注几个能让你学习、受启发或开怀一笑的账号。信息流就像你居住的房间——用心布置它。</p><h2>设定温和的界限</h2><ul><li>每天起床后的前 30 分钟不看手机</li><li>关闭通知，只保留来自亲友的消息</li><li>每周安排一个离线的夜晚</li></ul>',
    ),
  },
  {
    code: 'menyayangi-tubuh',
    title: t(
      'Loving your body',
      'Querer a tu cuerpo',
      'Aimer son corps',
      'Cuidar do corpo com carinho',
      '善待你的身体',
    ),
    content: t(
      '<h2>Listen before you push</h2><p>Your body speaks quietly: tight shoulders, a shallow breath, a heavy afternoon. Listening to these signals is the first act of care.</p><h2>Thank it for what it does</h2><p>Instead of judging how your body looks, notice what it lets you do today — walk, hug, taste, rest. Gratitude softens harsh self-talk.</p><h2>Simple daily care</h2><ul><li>Drink water before coffee</li><li>Move for a few minutes every hour</li><li>Go to bed at a kind, regular time</li></ul>',
      '<h2>Escucha antes de exigir</h2><p>Tu cuerpo habla bajito: hombros tensos, una respiración corta, una tarde pesada. Escuchar estas señales es el primer gesto de cuidado.</p><h2>Agradécele lo que hace</h2><p>En lugar de juzgar cómo se ve tu cuerpo, observa lo que te permite hacer hoy: caminar, abrazar, saborear, descansar. La gratitud suaviza la crítica interna.</p><h2>Cuidados sencillos cada día</h2><ul><li>Bebe agua antes del café</li><li>Muévete unos minutos cada hora</li><li>Acuéstate a una hora amable y regular</li></ul>',
      '<h2>Écouter avant de forcer</h2><p>Votre corps parle doucement : épaules tendues, souffle court, après-midi lourd. Écouter ces signaux est le premier geste de soin.</p><h2>Le remercier pour ce qu’il fait</h2><p>Au lieu de juger l’apparence de votre corps, remarquez ce qu’il vous permet de faire aujourd’hui : marcher, serrer quelqu’un dans vos bras, goûter, vous reposer. La gratitude adoucit le discours intérieur sévère.</p><h2>Des soins simples au quotidien</h2><ul><li>Boire de l’eau avant le café</li><li>Bouger quelques minutes chaque heure</li><li>Se coucher à une heure douce et régulière</li></ul>',
      '<h2>Escute antes de forçar</h2><p>Seu corpo fala baixinho: ombros tensos, respiração curta, uma tarde pesada. Escutar esses sinais é o primeiro gesto de cuidado.</p><h2>Agradeça pelo que ele faz</h2><p>Em vez de julgar a aparência do seu corpo, repare no que ele permite que você faça hoje — caminhar, abraçar, saborear, descansar. A gratidão suaviza a autocrítica dura.</p><h2>Cuidados simples no dia a dia</h2><ul><li>Beba água antes do café</li><li>Movimente-se alguns minutos a cada hora</li><li>Vá dormir num horário gentil e regular</li></ul>',
      '<h2>先倾听，再用力</h2><p>身体总是轻声说话：紧绷的肩膀、短浅的呼吸、沉重的午后。倾听这些信号，是照顾自己的第一步。</p><h2>感谢它所做的一切</h2><p>与其评判身体的外表，不如留意它今天让你做到的事——走路、拥抱、品尝、休息。感恩能让严苛的自我批评变得柔和。</p><h2>简单的日常照顾</h2><ul><li>先喝水，再喝咖啡</li><li>每小时活动几分钟</li><li>在温和而规律的时间上床睡觉</li></ul>',
    ),
  },
  {
    code: 'acknowledge',
    title: t('Being acknowledged', 'Sentirse reconocido', 'Être reconnu', 'Ser reconhecido', '被看见'),
    content: t(
      '<h2>A basic human need</h2><p>We all want to be seen and heard. When that need goes unmet — at home or at work — we may feel invisible, tired or resentful without knowing why.</p><h2>Acknowledge yourself first</h2><p>At the end of the day, name three things you did, however small. Recognising your own effort makes you less dependent on praise from others.</p><h2>Acknowledge others</h2><p>Thank someone specifically: “Thank you for staying late to finish the report.” Specific thanks land deeper than a general “good job”, and they tend to come back.</p>',
      '<h2>Una necesidad humana básica</h2><p>Todos queremos ser vistos y escuchados. Cuando esa necesidad no se cubre —en casa o en el trabajo— podemos sentirnos invisibles, cansados o resentidos sin saber por qué.</p><h2>Reconócete a ti primero</h2><p>Al final del día, nombra tres cosas que hiciste, por pequeñas que sean. Reconocer tu propio esfuerzo te hace depender menos de los elogios ajenos.</p><h2>Reconoce a los demás</h2><p>Da las gracias de forma concreta: «Gracias por quedarte hasta tarde para terminar el informe». Un agradecimiento concreto llega más hondo que un «buen trabajo» genérico, y suele volver.</p>',
      '<h2>Un besoin humain fondamental</h2><p>Nous voulons tous être vus et entendus. Quand ce besoin n’est pas comblé — à la maison ou au travail — on peut se sentir invisible, fatigué ou amer sans savoir pourquoi.</p><h2>Se reconnaître soi-même d’abord</h2><p>En fin de journée, nommez trois choses que vous avez faites, même petites. Reconnaître vos propres efforts vous rend moins dépendant des compliments des autres.</p><h2>Reconnaître les autres</h2><p>Remerciez quelqu’un de façon précise : « Merci d’être resté tard pour finir le rapport. » Un remerciement précis touche plus qu’un simple « bon travail », et il a tendance à revenir.</p>',
      '<h2>Uma necessidade humana básica</h2><p>Todos queremos ser vistos e ouvidos. Quando essa necessidade não é atendida — em casa ou no trabalho — podemos nos sentir invisíveis, cansados ou ressentidos sem saber por quê.</p><h2>Reconheça a si mesmo primeiro</h2><p>No fim do dia, cite três coisas que você fez, por menores que sejam. Reconhecer o próprio esforço deixa você menos dependente do elogio dos outros.</p><h2>Reconheça os outros</h2><p>Agradeça de forma específica: “Obrigado por ficar até mais tarde para terminar o relatório.” Um agradecimento específico toca mais fundo do que um “bom trabalho” genérico — e costuma voltar.</p>',
      '<h2>人的基本需要</h2><p>我们都希望被看见、被倾听。当这种需要在家中或职场得不到满足时，我们可能会莫名地感到被忽视、疲惫或心怀怨气。</p><h2>先认可自己</h2><p>每天结束时，说出自己做过的三件事，哪怕再小。认可自己的努力，能让你不那么依赖他人的称赞。</p><h2>认可他人</h2><p>具体地道谢：“谢谢你留下来加班把报告完成。”具体的感谢比笼统的“做得好”更能打动人心，而且往往会回到你身上。</p>',
    ),
  },
  {
    code: 'contact',
    title: t('Contact us', 'Contacto', 'Nous contacter', 'Fale conosco', '联系我们'),
    content: t(
      '<p>We would love to hear from you. We usually reply within two working days.</p><ul><li><strong>Studio:</strong> Jl. Kemang Raya No. 18, Jakarta Selatan 12730</li><li><strong>Email:</strong> hello@ruangteduh.example</li><li><strong>Phone:</strong> +62 21 555 0123</li><li><strong>WhatsApp:</strong> <a href="https://wa.me/6281234567890">chat with us</a></li></ul><p><em>We are not an emergency service. If you or someone near you is in danger, call 112.</em></p>',
      '<p>Nos encantará saber de ti. Solemos responder en dos días hábiles.</p><ul><li><strong>Estudio:</strong> Jl. Kemang Raya No. 18, Jakarta Selatan 12730</li><li><strong>Correo:</strong> hello@ruangteduh.example</li><li><strong>Teléfono:</strong> +62 21 555 0123</li><li><strong>WhatsApp:</strong> <a href="https://wa.me/6281234567890">escríbenos</a></li></ul><p><em>No somos un servicio de urgencias. Si tú o alguien cercano está en peligro, llama al 112.</em></p>',
      '<p>Nous serons ravis d’avoir de vos nouvelles. Nous répondons généralement sous deux jours ouvrés.</p><ul><li><strong>Studio :</strong> Jl. Kemang Raya No. 18, Jakarta Selatan 12730</li><li><strong>E-mail :</strong> hello@ruangteduh.example</li><li><strong>Téléphone :</strong> +62 21 555 0123</li><li><strong>WhatsApp :</strong> <a href="https://wa.me/6281234567890">discuter avec nous</a></li></ul><p><em>Nous ne sommes pas un service d’urgence. Si vous ou une personne proche êtes en danger, appelez le 112.</em></p>',
      '<p>Vamos adorar ouvir você. Costumamos responder em até dois dias úteis.</p><ul><li><strong>Estúdio:</strong> Jl. Kemang Raya No. 18, Jakarta Selatan 12730</li><li><strong>E-mail:</strong> hello@ruangteduh.example</li><li><strong>Telefone:</strong> +62 21 555 0123</li><li><strong>WhatsApp:</strong> <a href="https://wa.me/6281234567890">fale com a gente</a></li></ul><p><em>Não somos um serviço de emergência. Se você ou alguém próximo estiver em perigo, ligue para 112.</em></p>',
      '<p>期待你的来信，我们通常会在两个工作日内回复。</p><ul><li><strong>工作室：</strong>Jl. Kemang Raya No. 18, Jakarta Selatan 12730</li><li><strong>电子邮件：</strong>hello@ruangteduh.example</li><li><strong>电话：</strong>+62 21 555 0123</li><li><strong>WhatsApp：</strong><a href="https://wa.me/6281234567890">与我们聊天</a></li></ul><p><em>我们不是紧急服务机构。如果你或身边的人处于危险之中，请拨打 112。</em></p>',
    ),
  },
  {
    code: 'corporate',
    title: t(
      'Corporate wellbeing',
      'Bienestar corporativo',
      'Bien-être en entreprise',
      'Bem-estar corporativo',
      '企业身心安适',
    ),
    content: t(
      '<h2>Employee-assistance programmes</h2><p>Confidential one-to-one sessions with our facilitators, available to your employees in person or online, with simple anonymised reporting for HR.</p><h2>Workshops and team sessions</h2><ul><li>Managing stress and workload</li><li>Focus and self-discipline</li><li>Healthy digital habits</li><li>Listening and acknowledgement in teams</li></ul><h2>How we work with you</h2><p>We start with a conversation about your team, propose a programme that fits your calendar and budget, and review it together each quarter. Our programmes support wellbeing and are not a substitute for medical or emergency care.</p>',
      '<h2>Programas de asistencia al empleado</h2><p>Sesiones individuales y confidenciales con nuestros facilitadores, presenciales o en línea, con informes anónimos y sencillos para Recursos Humanos.</p><h2>Talleres y sesiones de equipo</h2><ul><li>Gestión del estrés y la carga de trabajo</li><li>Concentración y autodisciplina</li><li>Hábitos digitales saludables</li><li>Escucha y reconocimiento en los equipos</li></ul><h2>Cómo trabajamos contigo</h2><p>Empezamos con una conversación sobre tu equipo, proponemos un programa adaptado a tu calendario y presupuesto, y lo revisamos juntos cada trimestre. Nuestros programas apoyan el bienestar y no sustituyen la atención médica ni de urgencias.</p>',
      '<h2>Programmes d’aide aux employés</h2><p>Des séances individuelles confidentielles avec nos facilitateurs, en présentiel ou en ligne, avec des rapports simples et anonymisés pour les RH.</p><h2>Ateliers et séances d’équipe</h2><ul><li>Gérer le stress et la charge de travail</li><li>Concentration et autodiscipline</li><li>Des habitudes numériques saines</li><li>Écoute et reconnaissance au sein des équipes</li></ul><h2>Notre façon de travailler avec vous</h2><p>Nous commençons par un échange sur votre équipe, proposons un programme adapté à votre calendrier et à votre budget, puis le revoyons ensemble chaque trimestre. Nos programmes soutiennent le bien-être et ne remplacent ni les soins médicaux ni les services d’urgence.</p>',
      '<h2>Programas de assistência ao colaborador</h2><p>Sessões individuais e confidenciais com nossos facilitadores, presenciais ou on-line, com relatórios simples e anônimos para o RH.</p><h2>Oficinas e sessões em equipe</h2><ul><li>Lidar com estresse e carga de trabalho</li><li>Foco e autodisciplina</li><li>Hábitos digitais saudáveis</li><li>Escuta e reconhecimento nas equipes</li></ul><h2>Como trabalhamos com você</h2><p>Começamos com uma conversa sobre a sua equipe, propomos um programa que cabe na sua agenda e no seu orçamento e o revisamos juntos a cada trimestre. Nossos programas apoiam o bem-estar e não substituem atendimento médico ou de emergência.</p>',
      '<h2>员工援助计划（EAP）</h2><p>员工可与我们的引导师进行保密的一对一会谈，线下或线上均可，并为人力资源部门提供简明的匿名报告。</p><h2>工作坊与团队课程</h2><ul><li>压力与工作负荷管理</li><li>专注力与自律</li><li>健康的数字习惯</li><li>团队中的倾听与认可</li></ul><h2>我们如何与你合作</h2><p>我们先与你沟通团队情况，再提出符合你时间安排和预算的方案，并每季度共同回顾。我们的项目旨在支持身心安适，不能替代医疗或紧急救助。</p>',
    ),
  },
  {
    code: 'corporate-terms',
    title: t(
      'Corporate programme terms',
      'Condiciones de los programas corporativos',
      'Conditions des programmes entreprise',
      'Termos dos programas corporativos',
      '企业项目条款',
    ),
    content: t(
      '<h2>Agreement</h2><p>Each programme is set out in a written proposal covering scope, schedule, fees and the number of participants. Work begins once the proposal is signed.</p><h2>Fees and invoicing</h2><p>Fees are invoiced in Indonesian Rupiah, 50% on signing and 50% after delivery, payable within 30 days.</p><h2>Confidentiality and changes</h2><ul><li>Individual session content is never shared with the employer.</li><li>Sessions may be rescheduled free of charge with 5 working days’ notice.</li><li>Either party may end the agreement with 30 days’ written notice.</li></ul>',
      '<h2>Acuerdo</h2><p>Cada programa se detalla en una propuesta escrita que incluye alcance, calendario, tarifas y número de participantes. El trabajo empieza una vez firmada la propuesta.</p><h2>Tarifas y facturación</h2><p>Las tarifas se facturan en rupias indonesias: 50 % a la firma y 50 % tras la entrega, con pago a 30 días.</p><h2>Confidencialidad y cambios</h2><ul><li>El contenido de las sesiones individuales nunca se comparte con la empresa.</li><li>Las sesiones pueden reprogramarse sin coste con 5 días hábiles de antelación.</li><li>Cualquiera de las partes puede terminar el acuerdo con un preaviso escrito de 30 días.</li></ul>',
      '<h2>Accord</h2><p>Chaque programme fait l’objet d’une proposition écrite précisant le périmètre, le calendrier, les tarifs et le nombre de participants. Le travail commence dès la signature de la proposition.</p><h2>Tarifs et facturation</h2><p>Les tarifs sont facturés en roupies indonésiennes : 50 % à la signature et 50 % après la prestation, payables sous 30 jours.</p><h2>Confidentialité et modifications</h2><ul><li>Le contenu des séances individuelles n’est jamais communiqué à l’employeur.</li><li>Les séances peuvent être reportées sans frais avec un préavis de 5 jours ouvrés.</li><li>Chaque partie peut mettre fin à l’accord avec un préavis écrit de 30 jours.</li></ul>',
      '<h2>Contrato</h2><p>Cada programa é descrito numa proposta por escrito com escopo, cronograma, valores e número de participantes. O trabalho começa após a assinatura da proposta.</p><h2>Valores e faturamento</h2><p>Os valores são faturados em rupias indonésias: 50% na assinatura e 50% após a entrega, com pagamento em até 30 dias.</p><h2>Confidencialidade e alterações</h2><ul><li>O conteúdo das sessões individuais nunca é compartilhado com a empresa.</li><li>As sessões podem ser remarcadas sem custo com 5 dias úteis de antecedência.</li><li>Qualquer uma das partes pode encerrar o contrato com aviso prévio por escrito de 30 dias.</li></ul>',
      '<h2>协议</h2><p>每个项目均以书面方案确定范围、日程、费用和参与人数。方案签署后即开始执行。</p><h2>费用与开票</h2><p>费用以印尼盾开具发票：签约时支付 50%，交付后支付 50%，付款期限为 30 天。</p><h2>保密与变更</h2><ul><li>个人会谈内容绝不会透露给雇主。</li><li>提前 5 个工作日通知可免费改期。</li><li>任何一方均可提前 30 天书面通知终止协议。</li></ul>',
    ),
  },
  {
    code: 'corporate-faq',
    title: t(
      'Corporate FAQ',
      'Preguntas frecuentes para empresas',
      'FAQ entreprises',
      'Perguntas frequentes para empresas',
      '企业常见问题',
    ),
    content: t(
      '<p>Answers to the questions HR teams and managers ask us most often. Can’t find yours? Write to hello@ruangteduh.example.</p>',
      '<p>Respuestas a las preguntas que más nos hacen los equipos de RR. HH. y los responsables. ¿No encuentras la tuya? Escribe a hello@ruangteduh.example.</p>',
      '<p>Les réponses aux questions que nous posent le plus souvent les équipes RH et les managers. Vous ne trouvez pas la vôtre ? Écrivez à hello@ruangteduh.example.</p>',
      '<p>Respostas às perguntas que equipes de RH e gestores mais nos fazem. Não encontrou a sua? Escreva para hello@ruangteduh.example.</p>',
      '<p>这里汇集了人力资源团队和管理者最常问的问题。没有找到答案？请发邮件至 hello@ruangteduh.example。</p>',
    ),
  },
  {
    code: 'terms',
    title: t('Terms of use', 'Condiciones de uso', 'Conditions d’utilisation', 'Termos de uso', '使用条款'),
    content: t(
      '<h2>Using this website</h2><p>By using this site you agree to these terms. The content is for general wellbeing information and is not medical, psychological or legal advice.</p><h2>Content</h2><p>Texts, illustrations and audio on this site belong to Ruang Teduh unless stated otherwise. You may share links, but please do not copy content for commercial use without permission.</p><h2>Changes and law</h2><p>We may update these terms from time to time. They are governed by the laws of the Republic of Indonesia.</p>',
      '<h2>Uso de este sitio web</h2><p>Al usar este sitio aceptas estas condiciones. El contenido ofrece información general sobre bienestar y no constituye asesoramiento médico, psicológico ni legal.</p><h2>Contenido</h2><p>Los textos, ilustraciones y audios de este sitio pertenecen a Ruang Teduh salvo que se indique lo contrario. Puedes compartir enlaces, pero no copies el contenido con fines comerciales sin permiso.</p><h2>Cambios y legislación</h2><p>Podemos actualizar estas condiciones ocasionalmente. Se rigen por las leyes de la República de Indonesia.</p>',
      '<h2>Utilisation du site</h2><p>En utilisant ce site, vous acceptez ces conditions. Le contenu fournit des informations générales sur le bien-être et ne constitue pas un avis médical, psychologique ou juridique.</p><h2>Contenu</h2><p>Les textes, illustrations et enregistrements audio de ce site appartiennent à Ruang Teduh, sauf mention contraire. Vous pouvez partager des liens, mais merci de ne pas copier le contenu à des fins commerciales sans autorisation.</p><h2>Modifications et droit applicable</h2><p>Nous pouvons modifier ces conditions de temps à autre. Elles sont régies par le droit de la République d’Indonésie.</p>',
      '<h2>Uso deste site</h2><p>Ao usar este site, você concorda com estes termos. O conteúdo traz informações gerais sobre bem-estar e não é orientação médica, psicológica ou jurídica.</p><h2>Conteúdo</h2><p>Os textos, ilustrações e áudios deste site pertencem ao Ruang Teduh, salvo indicação em contrário. Você pode compartilhar links, mas não copie o conteúdo para uso comercial sem autorização.</p><h2>Alterações e legislação</h2><p>Podemos atualizar estes termos periodicamente. Eles são regidos pelas leis da República da Indonésia.</p>',
      '<h2>使用本网站</h2><p>使用本网站即表示你同意本条款。网站内容仅为一般性的身心安适信息，不构成医疗、心理或法律建议。</p><h2>内容</h2><p>除另有说明外，本网站的文字、插图和音频均归 Ruang Teduh 所有。欢迎分享链接，但未经许可请勿将内容用于商业用途。</p><h2>变更与适用法律</h2><p>我们可能不时更新本条款。本条款受印度尼西亚共和国法律管辖。</p>',
    ),
  },
  {
    code: 'privacy-policy',
    title: t(
      'Privacy policy',
      'Política de privacidad',
      'Politique de confidentialité',
      'Política de privacidade',
      '隐私政策',
    ),
    content: t(
      '<h2>What we collect</h2><ul><li><strong>Newsletter:</strong> your email address and language.</li><li><strong>Class registrations:</strong> name, email, phone number and the classes you sign up for.</li><li><strong>Contact messages:</strong> your name, email and the content of your message.</li></ul><h2>How we use and keep it</h2><p>We process your data in line with Indonesia’s Personal Data Protection Law (UU No. 27/2022), only to run classes, answer you and send the newsletter you asked for. We never sell it. Registration data is kept for 2 years after your last class, contact messages for 1 year, and newsletter data until you unsubscribe.</p><h2>Your rights</h2><p>You may ask to access, correct or delete your data, withdraw consent or unsubscribe at any time. Write to hello@ruangteduh.example or to Jl. Kemang Raya No. 18, Jakarta Selatan 12730.</p>',
      '<h2>Qué recopilamos</h2><ul><li><strong>Boletín:</strong> tu correo electrónico e idioma.</li><li><strong>Inscripciones a clases:</strong> nombre, correo, teléfono y las clases en las que te inscribes.</li><li><strong>Mensajes de contacto:</strong> tu nombre, correo y el contenido del mensaje.</li></ul><h2>Cómo los usamos y conservamos</h2><p>Tratamos tus datos conforme a la Ley de Protección de Datos Personales de Indonesia (UU n.º 27/2022), solo para gestionar las clases, responderte y enviarte el boletín que solicitaste. Nunca los vendemos. Los datos de inscripción se conservan 2 años después de tu última clase, los mensajes de contacto 1 año y los datos del boletín hasta que te des de baja.</p><h2>Tus derechos</h2><p>Puedes solicitar acceder, corregir o eliminar tus datos, retirar tu consentimiento o darte de baja en cualquier momento. Escribe a hello@ruangteduh.example o a Jl. Kemang Raya No. 18, Jakarta Selatan 12730.</p>',
      '<h2>Ce que nous collectons</h2><ul><li><strong>Lettre d’information :</strong> votre adresse e-mail et votre langue.</li><li><strong>Inscriptions aux cours :</strong> nom, e-mail, numéro de téléphone et cours choisis.</li><li><strong>Messages de contact :</strong> votre nom, votre e-mail et le contenu de votre message.</li></ul><h2>Utilisation et conservation</h2><p>Nous traitons vos données conformément à la loi indonésienne sur la protection des données personnelles (UU n° 27/2022), uniquement pour organiser les cours, vous répondre et vous envoyer la lettre d’information demandée. Nous ne les vendons jamais. Les données d’inscription sont conservées 2 ans après votre dernier cours, les messages de contact 1 an, et les données de la lettre d’information jusqu’à votre désinscription.</p><h2>Vos droits</h2><p>Vous pouvez demander à accéder à vos données, à les rectifier ou à les supprimer, retirer votre consentement ou vous désinscrire à tout moment. Écrivez à hello@ruangteduh.example ou à Jl. Kemang Raya No. 18, Jakarta Selatan 12730.</p>',
      '<h2>O que coletamos</h2><ul><li><strong>Newsletter:</strong> seu e-mail e idioma.</li><li><strong>Inscrições em aulas:</strong> nome, e-mail, telefone e as aulas em que você se inscreve.</li><li><strong>Mensagens de contato:</strong> seu nome, e-mail e o conteúdo da mensagem.</li></ul><h2>Como usamos e guardamos</h2><p>Tratamos seus dados de acordo com a Lei de Proteção de Dados Pessoais da Indonésia (UU nº 27/2022), apenas para organizar as aulas, responder a você e enviar a newsletter que você pediu. Nunca vendemos seus dados. Os dados de inscrição são guardados por 2 anos após sua última aula, as mensagens de contato por 1 ano e os dados da newsletter até você cancelar a assinatura.</p><h2>Seus direitos</h2><p>Você pode pedir acesso, correção ou exclusão dos seus dados, retirar o consentimento ou cancelar a assinatura a qualquer momento. Escreva para hello@ruangteduh.example ou para Jl. Kemang Raya No. 18, Jakarta Selatan 12730.</p>',
      '<h2>我们收集哪些信息</h2><ul><li><strong>新闻通讯：</strong>你的电子邮件地址和语言偏好。</li><li><strong>课程报名：</strong>姓名、电子邮件、电话号码及所报名的课程。</li><li><strong>联系留言：</strong>你的姓名、电子邮件及留言内容。</li></ul><h2>我们如何使用和保存</h2><p>我们依照印度尼西亚《个人数据保护法》（UU No. 27/2022）处理你的数据，仅用于安排课程、回复你以及发送你订阅的新闻通讯，绝不出售。报名数据在你最后一次上课后保存 2 年，联系留言保存 1 年，新闻通讯数据保存至你退订为止。</p><h2>你的权利</h2><p>你可以随时要求查阅、更正或删除你的数据，撤回同意或退订。请发邮件至 hello@ruangteduh.example，或寄信至 Jl. Kemang Raya No. 18, Jakarta Selatan 12730。</p>',
    ),
  },
  {
    code: 'terms-conditions',
    title: t(
      'Terms & conditions',
      'Términos y condiciones',
      'Conditions générales',
      'Termos e condições',
      '条款与条件',
    ),
    content: t(
      '<h2>Registration</h2><p>Register through the class page. Your place is confirmed by email as soon as you register, while places are left; when a class is full you join its waiting list and we write to you if a place opens.</p><h2>Payment</h2><p>Prices are in Indonesian Rupiah and include tax. You pay at the studio on the day, before the class starts (cash, debit card or QRIS). For online classes our team sends you the bank-transfer details by email before the session. Free classes cost nothing.</p><h2>Cancellation</h2><ul><li>Cannot come? Tell us by email or WhatsApp at least 24 hours before the class, so your place can go to someone on the waiting list; nothing is charged.</li><li>If you paid for an online class by transfer and cancel 24 hours or more before it, we refund you in full or move you to another date.</li><li>If we cancel a class, we tell you by email as soon as we know, and refund anything you paid in advance within 7 working days.</li></ul>',
      '<h2>Inscripción</h2><p>Inscríbete desde la página de la clase. Tu plaza se confirma por correo en cuanto te inscribes, mientras queden plazas; si la clase está completa, entras en su lista de espera y te escribimos si se libera una plaza.</p><h2>Pago</h2><p>Los precios están en rupias indonesias e incluyen impuestos. Pagas en el estudio el mismo día, antes de que empiece la clase (efectivo, tarjeta de débito o QRIS). Para las clases en línea, nuestro equipo te envía por correo los datos de la transferencia bancaria antes de la sesión. Las clases gratuitas no cuestan nada.</p><h2>Cancelación</h2><ul><li>¿No puedes venir? Avísanos por correo o WhatsApp al menos 24 horas antes de la clase, para que tu plaza pase a alguien de la lista de espera; no se cobra nada.</li><li>Si pagaste una clase en línea por transferencia y cancelas con 24 horas o más de antelación, te devolvemos el importe completo o te cambiamos a otra fecha.</li><li>Si cancelamos una clase, te avisamos por correo en cuanto lo sepamos y te devolvemos lo pagado por adelantado en 7 días hábiles.</li></ul>',
      '<h2>Inscription</h2><p>Inscrivez-vous depuis la page du cours. Votre place est confirmée par e-mail dès votre inscription, tant qu’il reste des places ; si le cours est complet, vous rejoignez sa liste d’attente et nous vous écrivons si une place se libère.</p><h2>Paiement</h2><p>Les prix sont en roupies indonésiennes, taxes comprises. Vous réglez au studio le jour même, avant le début du cours (espèces, carte de débit ou QRIS). Pour les cours en ligne, notre équipe vous envoie par e-mail les coordonnées de virement avant la séance. Les cours gratuits ne coûtent rien.</p><h2>Annulation</h2><ul><li>Vous ne pouvez pas venir ? Prévenez-nous par e-mail ou WhatsApp au moins 24 heures avant le cours, pour que votre place revienne à une personne de la liste d’attente ; rien n’est facturé.</li><li>Si vous avez payé un cours en ligne par virement et annulez 24 heures ou plus avant, nous vous remboursons intégralement ou vous proposons une autre date.</li><li>Si nous annulons un cours, nous vous prévenons par e-mail dès que nous le savons et remboursons ce que vous avez payé d’avance sous 7 jours ouvrés.</li></ul>',
      '<h2>Inscrição</h2><p>Inscreva-se pela página da aula. Sua vaga é confirmada por e-mail assim que você se inscreve, enquanto houver vagas; se a aula estiver lotada, você entra na lista de espera e avisamos se abrir uma vaga.</p><h2>Pagamento</h2><p>Os preços estão em rupias indonésias e incluem impostos. Você paga no estúdio no dia, antes de a aula começar (dinheiro, cartão de débito ou QRIS). Para aulas online, nossa equipe envia por e-mail os dados da transferência bancária antes da sessão. Aulas gratuitas não custam nada.</p><h2>Cancelamento</h2><ul><li>Não vai poder vir? Avise por e-mail ou WhatsApp com pelo menos 24 horas de antecedência, para que sua vaga vá para alguém da lista de espera; nada é cobrado.</li><li>Se você pagou uma aula online por transferência e cancelar com 24 horas ou mais de antecedência, devolvemos o valor integral ou remarcamos para outra data.</li><li>Se cancelarmos uma aula, avisamos por e-mail assim que soubermos e devolvemos o que você pagou antecipadamente em até 7 dias úteis.</li></ul>',
      '<h2>报名</h2><p>请通过课程页面报名。只要还有名额，报名后名额会立即通过电子邮件确认；课程满员时，你会进入候补名单，一有空位我们就会写信通知你。</p><h2>付款</h2><p>价格以印尼盾计，已含税。费用在上课当天、课程开始前于工作室支付（现金、借记卡或 QRIS）。线上课程的银行转账信息，我们的团队会在课前通过电子邮件发给你。免费课程无需付费。</p><h2>取消</h2><ul><li>无法参加？请至少在课程开始前 24 小时通过电子邮件或 WhatsApp 告诉我们，以便把名额让给候补名单上的人；不收取任何费用。</li><li>如果你已通过转账支付线上课程，并在开课前 24 小时或更早取消，我们将全额退款或为你改到其他日期。</li><li>如由我们取消课程，我们会第一时间通过电子邮件通知你，并在 7 个工作日内退还你预付的费用。</li></ul>',
    ),
  },
  {
    code: 'faq',
    title: t(
      'Frequently asked questions',
      'Preguntas frecuentes',
      'Questions fréquentes',
      'Perguntas frequentes',
      '常见问题',
    ),
    content: t(
      '<p>Everything you might want to know before your first visit. If your question is not here, just ask us on WhatsApp or by email.</p>',
      '<p>Todo lo que quizá quieras saber antes de tu primera visita. Si tu pregunta no está aquí, escríbenos por WhatsApp o por correo.</p>',
      '<p>Tout ce que vous voudrez peut-être savoir avant votre première visite. Si votre question n’y figure pas, écrivez-nous sur WhatsApp ou par e-mail.</p>',
      '<p>Tudo o que você talvez queira saber antes da sua primeira visita. Se a sua pergunta não estiver aqui, fale com a gente pelo WhatsApp ou por e-mail.</p>',
      '<p>首次到访前你可能想了解的一切都在这里。如果没有找到你的问题，欢迎通过 WhatsApp 或电子邮件联系我们。</p>',
    ),
  },
];

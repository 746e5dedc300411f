// Japanese texts of the shell (namespace `common`).
import type { CommonDictionary } from "../dictionary.ts";

export const ja: CommonDictionary = {
  site: {
    name: "Hostfront",
    tagline: "3大陸で展開するクラウドサーバー・ドメイン・ホスティング",
    description:
      "アジア・ヨーロッパ・北米のデータセンターで、仮想サーバー、専用サーバー、クラウドディスク、ドメイン、PHPホスティングを提供しています。わかりやすい料金体系と、英語・中国語・日本語のドキュメントをご用意しています。",
  },
  actions: {
    close: "閉じる",
    cancel: "キャンセル",
    confirm: "確定",
    save: "保存",
    retry: "再試行",
    loading: "読み込み中…",
    copy: "コピー",
    copied: "コピーしました",
    learnMore: "詳しく見る",
  },
  a11y: {
    skipToContent: "メインコンテンツへスキップ",
    mainNavigation: "メインナビゲーション",
    breadcrumbs: "パンくずリスト",
    externalLink: "（新しいタブで開きます）",
  },
  nav: {
    menu: "メニュー",
    closeMenu: "メニューを閉じる",
    home: "ホーム",
    groups: {
      products: "製品",
      pricing: "料金",
      docs: "ドキュメント",
      company: "会社情報",
    },
    links: {
      vps: {
        title: "仮想サーバー（VPS）",
        description: "NVMeストレージ搭載のKVMサーバーを、約1分でご利用開始",
      },
      dedicated: {
        title: "専用サーバー",
        description: "高負荷の処理を安定して動かせる、物理マシンまるごとの専有プラン",
      },
      domain: {
        title: "ドメイン",
        description: "20種類以上のドメインの検索・登録・移管",
      },
      pricing: {
        title: "料金一覧",
        description: "全製品の料金を掲載。月払い・年払いに対応",
      },
      vpsPricing: {
        title: "サーバー料金",
        description: "CPU・メモリ・ストレージ・リージョン別のプラン",
      },
      blockStoragePricing: {
        title: "ブロックストレージ料金",
        description: "クラウドディスクとスナップショットのGB単価",
      },
      networkPricing: {
        title: "ネットワーク料金",
        description: "帯域・転送量・追加IPアドレス",
      },
      docs: {
        title: "ドキュメント",
        description: "サーバー、ドメイン、お支払い、アカウントに関するガイド",
      },
      vpsGuide: {
        title: "サーバーガイド",
        description: "サーバーの作成・接続・管理の方法",
      },
      api: {
        title: "API",
        description: "HTTPS経由でサーバーとドメインの操作を自動化",
      },
      lookingGlass: {
        title: "Looking Glass（回線速度テスト）",
        description: "各リージョンへのレイテンシとダウンロード速度を測定",
      },
      announcements: {
        title: "お知らせ",
        description: "メンテナンス情報、新リージョン、サービスの最新情報",
      },
      contact: {
        title: "お問い合わせ",
        description: "ご購入のご相談、サポート、提携のお問い合わせ",
      },
      abuse: {
        title: "不正利用の報告",
        description: "スパム、フィッシング、マルウェア、著作権侵害の申告",
      },
      legal: {
        title: "規約・法的情報",
        description: "利用規約、プライバシーポリシー、適正利用ポリシー",
      },
      about: {
        title: "会社概要",
        description: "Hostfrontの紹介とこれまでの歩み",
      },
    },
  },
  account: {
    login: "ログイン",
    register: "新規登録",
    console: "コンソール",
    userCenter: "マイページ",
    logout: "ログアウト",
    menuLabel: "{{account}}のアカウントメニュー",
    avatarAlt: "プロフィール画像",
    loggedOut: "ログアウトしました。",
  },
  langBar: {
    label: "言語と通貨",
    language: "言語",
    currency: "通貨",
    currentCurrency: "{{currency}}で価格を表示中",
    chooseCurrency: "通貨を選択",
    currencyUnavailable:
      "現在、他の通貨はご利用いただけません。価格は{{currency}}で表示しています。",
  },
  languageNames: {
    en: "English",
    zh: "简体中文",
    ja: "日本語",
  },
  announcements: {
    label: "お知らせ",
    viewAll: "すべてのお知らせ",
    pause: "お知らせの自動切り替えを停止",
    resume: "お知らせの自動切り替えを再開",
  },
  docSearch: {
    label: "ドキュメントを検索",
    placeholder: "ドキュメントを検索",
    submit: "検索",
    shortcut: "Ctrl K で検索できます",
    open: "検索とサポート",
    close: "検索とサポートを閉じる",
    supportTitle: "お困りですか？",
    ticket: "チケットを作成",
    contact: "お問い合わせ",
    chat: "AIアシスタントに質問",
  },
  footer: {
    label: "フッター",
    fixedLinks: {
      about: "会社概要",
      refund: "返金ポリシー",
      affiliate: "アフィリエイトプログラム",
      abuse: "不正利用の報告",
    },
    columns: [
      {
        title: "製品",
        links: [
          { name: "仮想サーバー", link: "/product/vps" },
          { name: "専用サーバー", link: "/product/vps#dedicated" },
          { name: "サーバー構成・お申し込み", link: "/product/vps-buy" },
          { name: "ドメイン", link: "/product/domain" },
          { name: "共同購入キャンペーン", link: "/activity/pintuan/vps" },
          { name: "クーポン", link: "/ac/coupon" },
        ],
      },
      {
        title: "リソース",
        links: [
          { name: "ドキュメント", link: "/doc" },
          { name: "料金", link: "/doc/article/pricing" },
          { name: "API", link: "/doc/article/api" },
          {
            name: "Looking Glass（回線速度テスト）",
            link: "/doc/article/looking-glass-test-latency-network-speed",
          },
          { name: "お知らせ", link: "/doc/announce" },
        ],
      },
      {
        title: "会社情報",
        links: [
          { name: "採用情報", link: "/jobs" },
          { name: "お問い合わせ", link: "/contact" },
          { name: "規約・法的情報", link: "/doc/article/legal-and-terms" },
          { name: "キャンペーン", link: "/activity/promotion" },
        ],
      },
    ],
    partnerLinks: "パートナー・関連サイト",
    copyright: "© {{year}} Hostfront. All rights reserved.",
    cookieSettings: "Cookie設定",
  },
  cookie: {
    title: "当サイトでのCookieの使用について",
    body: "当サイトでは、ログイン状態の維持や、言語・通貨の設定を記憶するためにCookieを使用しています。同意いただいた場合は、サイトの利用状況の測定や、紹介元の記録にもCookieを使用します。",
    categories: {
      required: {
        title: "必須Cookie",
        description:
          "ログイン、言語、通貨、セキュリティに使用します。これらがないとサイトは正常に動作しません。",
      },
      analytics: {
        title: "分析",
        description: "どのページが閲覧されているかを匿名で集計し、サイトの改善に役立てます。",
      },
      marketing: {
        title: "マーケティング",
        description:
          "紹介やキャンペーンの経由を記録し、パートナーへの紹介実績の反映や、お客様に合ったご案内に利用します。",
      },
    },
    alwaysOn: "常に有効",
    acceptAll: "すべて許可",
    necessaryOnly: "必須のみ許可",
    save: "選択内容を保存",
    customize: "詳細設定",
  },
  askAI: {
    open: "AIアシスタントに質問",
    title: "AIアシスタント",
    subtitle: "ドキュメントをもとにお答えします",
    welcome:
      "こんにちは！サーバー、ドメイン、お支払いなど、ドキュメントに載っている内容について何でもお気軽にご質問ください。",
    inputLabel: "ご質問",
    placeholder: "質問を入力してください",
    send: "送信",
    thinking: "ドキュメントを確認しています…",
    you: "あなた",
    assistant: "アシスタント",
    sources: "参照元",
    end: "チャットを終了",
    endConfirmTitle: "このチャットを終了しますか？",
    endConfirmBody: "会話が終了します。新しいチャットはいつでも開始できます。",
    restart: "新しいチャット",
    minimize: "最小化",
    disclaimer:
      "回答はドキュメントをもとに自動生成されるため、誤りを含む場合があります。詳しくはリンク先の記事をご確認ください。",
    autoBack:
      "申し訳ありません。現在お答えできません。しばらくしてからもう一度お試しいただくか、チケットを作成してください。担当者が対応いたします。",
  },
  promo: {
    label: "特別キャンペーン",
    title: "期間限定サーバーキャンペーン",
    body: "新規のお客様は、初めての仮想サーバーをお得にご利用いただけます。今月のプランと料金をご覧ください。",
    cta: "キャンペーンを見る",
    close: "キャンペーンのお知らせを閉じる",
    couponBanner: "クーポン",
    couponBannerDetail: "初めてのサーバーをご注文の前に、クーポンをお受け取りください",
  },
  toast: {
    region: "通知",
    types: {
      success: "成功",
      info: "情報",
      warning: "警告",
      error: "エラー",
    },
    dismiss: "通知を閉じる",
    repeated: "{{count}}回表示されました",
    requestFailed: "リクエストに失敗しました。もう一度お試しください。",
    newVersion: "このサイトの新しいバージョンが利用可能です。",
    reload: "再読み込み",
  },
  errors: {
    title: "エラー {{status}}",
    notFound: "ページが見つかりません：{{path}}",
    backHome: "トップページに戻る",
    searchDocs: "ドキュメントを検索",
    reference: "参照ID：{{id}}",
    status: {
      "400": "リクエストを解釈できませんでした。",
      "401": "このページを表示するにはログインしてください。",
      "403": "このページへのアクセス権限がありません。",
      "404": "このページは存在しません。",
      "405": "このメソッドは許可されていません。",
      "408": "リクエストがタイムアウトしました。",
      "413": "リクエストのサイズが大きすぎます。",
      "429": "リクエストが多すぎます。しばらく待ってから、もう一度お試しください。",
      "500": "当社側で問題が発生しました。",
      "502": "連携先のサービスから正常な応答がありませんでした。",
      "503": "サービスは一時的にご利用いただけません。",
      "504": "連携先のサービスからの応答がタイムアウトしました。",
    },
    unexpected: "問題が発生しました。もう一度お試しください。",
    unavailable: "この情報は現在表示できません。",
    crossSite: "このリクエストは当サイト以外から送信されたため、拒否されました。",
  },
  validation: {
    required: "この項目は入力必須です。",
    pass: "英字と数字をそれぞれ1文字以上含む、4〜14文字の英数字で入力してください。",
    vpsSystemPass:
      "英字で始まる9〜31文字で、英字・数字・記号（~!@#$%^&*()-_=+[]{}:;,.?/）を使って入力してください。「root」「administrator」およびそれらを逆から綴った文字列は含められません。",
    cvmSystemPass:
      "英字・数字・ハイフンのみを使い、英小文字・英大文字・数字・ハイフンをそれぞれ1文字以上含む10〜30文字で入力してください。",
    managePass: "英字・数字・記号（!@#$%^&*()-_=+.,?）を使って、5〜30文字で入力してください。",
    number: "1〜30文字の英数字で入力してください。",
    money: "8桁以内、小数点以下2桁までの金額を入力してください。",
    ftpName: "英字と数字をそれぞれ1文字以上含む、8〜30文字の英数字で入力してください。",
    typeMark: "1〜30文字の英字・数字・アンダースコア・ドット・ハイフンで入力してください。",
    typeName: "1〜30文字の漢字・英字・数字・アンダースコア・ドット・ハイフンで入力してください。",
    onlyNum: "11桁以内の正の整数を入力してください。",
    ipv4: "IPv4アドレスを入力してください（例：203.0.113.10）。",
    ipv6: "IPv6アドレスを入力してください（例：2001:db8::1）。",
    CIDR: "CIDR表記でネットワークを入力してください（例：10.0.0.0/16、プレフィックス長は0〜32）。",
    domain: "3〜255文字のドメイン名を入力してください（例：example.com）。",
    url: "http:// または https:// で始まるURLを入力してください。",
    mac: "MACアドレスを入力してください（例：00:1A:2B:3C:4D:5E）。",
    portPair: "1〜65535のポート番号を2つ、スラッシュで区切って入力してください（例：80/8080）。",
    name: "2〜40文字の漢字・英字・数字・中点（・または·）で入力してください。",
    email: "有効なメールアドレスを入力してください（例：name@example.com）。",
    CNphone: "中国本土の11桁の携帯電話番号を入力してください。",
    phone: "6〜13桁の電話番号を入力してください。",
    fixPhone:
      "携帯電話番号、または市外局番付きの固定電話番号を入力してください（例：010-12345678）。",
    uzip: "6桁の郵便番号を入力してください。",
    phonePrefix: "国番号を「+」と1〜4桁の数字で入力してください（例：+86）。",
  },
  review: {
    label: "お客様の評価",
    rating_one: "5点中{{value}}点（レビュー{{count}}件）",
    rating_other: "5点中{{value}}点（レビュー{{count}}件）",
  },
};

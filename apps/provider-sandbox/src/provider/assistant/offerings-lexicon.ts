// Products, services, features and support channels that hosting and cloud providers commonly
// offer, with the phrases visitors use to name them: written from general knowledge of the
// hosting market, not from any question set nor from our documentation, so it lists offerings
// whether or not we have them (whether we do is decided from what the docs mention).
import type { Language } from "@hostfront/api-client/fixtures";

/** One offering per line, each with the phrases that name it in each language. */
export const OFFERINGS: readonly { readonly [L in Language]: readonly string[] }[] = [
  // Compute
  {
    en: ["vps", "virtual private server", "cloud server", "virtual server"],
    zh: ["VPS", "云服务器", "云主机", "虚拟专用服务器"],
    ja: ["VPS", "クラウドサーバー", "仮想専用サーバー", "仮想サーバー"],
  },
  {
    en: ["dedicated server", "dedicated hosting", "bare metal server", "bare-metal server"],
    zh: ["独立服务器", "独服", "物理服务器", "裸金属服务器"],
    ja: ["専用サーバー", "専用サーバ", "ベアメタルサーバー", "物理サーバー"],
  },
  {
    en: ["gpu server", "gpu instance", "gpu cloud", "cloud gpu"],
    zh: ["GPU 服务器", "GPU 云服务器", "GPU 实例", "显卡服务器"],
    ja: ["GPU サーバー", "GPU インスタンス", "GPU クラウド"],
  },
  {
    en: ["managed kubernetes", "kubernetes service", "kubernetes cluster", "k8s"],
    zh: ["托管 Kubernetes", "Kubernetes 服务", "K8s 集群", "容器集群"],
    ja: ["マネージド Kubernetes", "Kubernetes サービス", "Kubernetes クラスター", "K8s クラスター"],
  },
  {
    en: ["serverless functions", "serverless", "functions as a service", "faas", "cloud functions"],
    zh: ["无服务器", "Serverless", "函数计算", "云函数"],
    ja: ["サーバーレス", "サーバーレス関数", "FaaS", "クラウド関数"],
  },
  {
    en: ["container hosting", "container service", "container instances", "docker hosting"],
    zh: ["容器服务", "容器实例", "容器托管", "Docker 托管"],
    ja: ["コンテナホスティング", "コンテナサービス", "コンテナインスタンス", "Docker ホスティング"],
  },
  {
    en: ["container registry", "docker registry", "image registry"],
    zh: ["容器镜像服务", "镜像仓库", "容器镜像仓库"],
    ja: ["コンテナレジストリ", "Docker レジストリ", "イメージレジストリ"],
  },
  {
    en: ["autoscaling", "auto scaling", "auto-scaling", "autoscaling group"],
    zh: ["弹性伸缩", "自动伸缩", "自动扩缩容"],
    ja: ["オートスケーリング", "オートスケール", "自動スケーリング"],
  },
  {
    en: ["spot instances", "spot instance", "preemptible instances", "spot vm"],
    zh: ["抢占式实例", "竞价实例", "Spot 实例"],
    ja: ["スポットインスタンス", "プリエンプティブル VM", "スポット VM"],
  },
  {
    en: ["windows vps", "windows hosting", "windows server hosting", "rdp server"],
    zh: ["Windows 服务器", "Windows VPS", "Windows 主机", "远程桌面服务器"],
    ja: ["Windows サーバー", "Windows VPS", "Windows ホスティング", "RDP サーバー"],
  },
  {
    en: ["platform as a service", "paas", "app platform", "application hosting"],
    zh: ["平台即服务", "PaaS", "应用托管", "应用引擎"],
    ja: ["PaaS", "アプリケーションプラットフォーム", "アプリホスティング"],
  },
  {
    en: ["private cloud", "hosted private cloud", "vmware cloud"],
    zh: ["私有云", "托管私有云", "专属云"],
    ja: ["プライベートクラウド", "ホステッドプライベートクラウド", "専用クラウド"],
  },
  {
    en: ["virtual desktop", "cloud desktop", "desktop as a service", "vdi"],
    zh: ["云桌面", "虚拟桌面", "桌面即服务"],
    ja: ["仮想デスクトップ", "クラウドデスクトップ", "VDI", "DaaS"],
  },
  {
    en: ["game server hosting", "game servers", "minecraft server hosting"],
    zh: ["游戏服务器", "游戏服务器托管", "我的世界服务器"],
    ja: ["ゲームサーバー", "ゲームサーバーホスティング", "マイクラサーバー"],
  },
  {
    en: ["high performance computing", "hpc", "hpc cluster"],
    zh: ["高性能计算", "HPC", "超算"],
    ja: ["ハイパフォーマンスコンピューティング", "HPC", "高性能計算"],
  },
  {
    en: ["edge computing", "edge functions", "edge workers"],
    zh: ["边缘计算", "边缘函数"],
    ja: ["エッジコンピューティング", "エッジ関数"],
  },
  {
    en: ["ai inference", "model hosting", "inference endpoint", "llm api"],
    zh: ["AI 推理", "模型托管", "推理服务", "大模型 API"],
    ja: ["AI 推論", "モデルホスティング", "推論エンドポイント", "LLM API"],
  },
  {
    en: ["custom iso", "iso upload", "custom image"],
    zh: ["自定义镜像", "自定义 ISO", "上传 ISO"],
    ja: ["カスタムイメージ", "カスタム ISO", "ISO アップロード"],
  },
  {
    en: ["one-click apps", "1-click apps", "app marketplace", "marketplace images"],
    zh: ["应用市场", "镜像市场", "一键部署"],
    ja: ["ワンクリックアプリ", "アプリマーケットプレイス", "ワンクリックインストール"],
  },
  {
    en: ["rescue mode", "rescue system"],
    zh: ["救援模式", "救援系统"],
    ja: ["レスキューモード", "レスキューシステム"],
  },
  {
    en: ["vnc console", "remote console", "serial console"],
    zh: ["VNC 控制台", "远程控制台", "串口控制台"],
    ja: ["VNC コンソール", "リモートコンソール", "シリアルコンソール"],
  },
  {
    en: ["ipmi", "kvm over ip", "out-of-band management"],
    zh: ["IPMI", "KVM over IP", "带外管理"],
    ja: ["IPMI", "KVM over IP", "帯域外管理"],
  },

  // Storage
  {
    en: ["object storage", "s3 compatible storage", "s3-compatible storage", "s3 storage"],
    zh: ["对象存储", "S3 兼容存储", "OSS"],
    ja: ["オブジェクトストレージ", "S3 互換ストレージ", "S3 互換"],
  },
  {
    en: ["block storage", "block volume", "cloud block storage"],
    zh: ["块存储", "云硬盘", "云盘"],
    ja: ["ブロックストレージ", "ブロックボリューム", "クラウドディスク"],
  },
  {
    en: ["file storage", "nfs storage", "network file system", "shared file system"],
    zh: ["文件存储", "NAS 存储", "NFS", "共享文件存储"],
    ja: ["ファイルストレージ", "NFS", "NAS", "共有ファイルシステム"],
  },
  {
    en: ["backup service", "managed backup", "offsite backup"],
    zh: ["备份服务", "云备份", "异地备份"],
    ja: ["バックアップサービス", "クラウドバックアップ", "遠隔地バックアップ"],
  },
  // Backups taken for you, a feature of a product (PHP hosting's daily backups), not a service.
  {
    en: ["automated backups", "automatic backups", "daily backups"],
    zh: ["自动备份", "每日备份", "每天备份"],
    ja: ["自動バックアップ", "毎日のバックアップ", "日次バックアップ"],
  },
  {
    en: ["snapshots", "server snapshot", "volume snapshot"],
    zh: ["快照", "磁盘快照", "云服务器快照"],
    ja: ["スナップショット", "ディスクスナップショット", "サーバースナップショット"],
  },
  {
    en: ["archive storage", "cold storage"],
    zh: ["归档存储", "冷存储"],
    ja: ["アーカイブストレージ", "コールドストレージ"],
  },
  {
    en: ["disaster recovery", "disaster recovery service", "draas"],
    zh: ["容灾", "灾备", "灾难恢复"],
    ja: ["ディザスタリカバリ", "災害復旧", "DR サイト"],
  },
  // Moving a server or a site yourself is documented (another region, a DNS change before the
  // move): only a service that moves it for you is an offering.
  {
    en: ["migration service", "free migration"],
    zh: ["迁移服务", "免费迁移"],
    ja: ["移行サービス", "無料移行"],
  },

  // Network
  {
    en: ["cdn", "content delivery network", "content delivery"],
    zh: ["CDN", "CDN 加速", "内容分发网络", "内容分发"],
    ja: ["CDN", "コンテンツデリバリーネットワーク", "コンテンツ配信ネットワーク"],
  },
  {
    en: ["load balancer", "load balancing"],
    zh: ["负载均衡", "负载均衡器"],
    ja: ["ロードバランサー", "負荷分散"],
  },
  {
    en: ["floating ip", "elastic ip", "failover ip", "reserved ip"],
    zh: ["浮动 IP", "弹性 IP", "弹性公网 IP", "EIP"],
    ja: ["フローティング IP", "Elastic IP", "フェイルオーバー IP", "予約済み IP"],
  },
  {
    en: ["vpn", "vpn gateway", "site-to-site vpn"],
    zh: ["VPN", "VPN 网关", "站点到站点 VPN"],
    ja: ["VPN", "VPN ゲートウェイ", "サイト間 VPN"],
  },
  {
    en: ["private network", "vpc", "virtual private cloud", "vlan"],
    zh: ["私有网络", "专有网络", "VPC", "虚拟私有云"],
    ja: ["プライベートネットワーク", "VPC", "仮想プライベートクラウド", "ローカルネットワーク"],
  },
  {
    en: ["nat gateway", "nat instance"],
    zh: ["NAT 网关", "NAT 实例"],
    ja: ["NAT ゲートウェイ", "NAT インスタンス"],
  },
  {
    en: ["direct connect", "private interconnect", "dedicated interconnect"],
    zh: ["专线接入", "云专线", "物理专线"],
    ja: ["専用線接続", "ダイレクトコネクト", "閉域接続"],
  },
  {
    en: ["ddos protection", "ddos mitigation", "anti-ddos"],
    zh: ["DDoS 防护", "DDoS 高防", "高防 IP", "抗 DDoS"],
    ja: ["DDoS 対策", "DDoS 防御", "DDoS プロテクション"],
  },
  {
    en: ["cloud firewall", "hardware firewall", "managed firewall"],
    zh: ["云防火墙", "硬件防火墙", "托管防火墙"],
    ja: ["クラウドファイアウォール", "ハードウェアファイアウォール", "マネージドファイアウォール"],
  },
  {
    en: ["security group", "security groups"],
    zh: ["安全组", "安全组规则"],
    ja: ["セキュリティグループ", "セキュリティーグループ"],
  },
  {
    en: ["web application firewall", "waf"],
    zh: ["WAF", "Web 应用防火墙", "网站防火墙"],
    ja: ["WAF", "Web アプリケーションファイアウォール"],
  },
  {
    en: ["dns hosting", "managed dns", "dns service", "anycast dns"],
    zh: ["DNS 解析", "云解析", "域名解析", "智能 DNS"],
    ja: ["DNS ホスティング", "マネージド DNS", "DNS サービス"],
  },
  {
    en: ["dnssec", "dnssec signing"],
    zh: ["DNSSEC", "DNSSEC 签名"],
    ja: ["DNSSEC", "DNSSEC 署名"],
  },
  {
    en: ["reverse dns", "rdns", "ptr record"],
    zh: ["反向解析", "反向 DNS", "PTR 记录"],
    ja: ["逆引き DNS", "逆引き", "PTR レコード"],
  },
  {
    en: ["domain registration", "domain name registration", "register a domain", "domain transfer"],
    zh: ["域名注册", "注册域名", "域名转入"],
    ja: ["ドメイン登録", "ドメイン取得", "ドメイン移管"],
  },
  {
    en: ["ipv6", "ipv6 address", "ipv6 support"],
    zh: ["IPv6", "IPv6 地址"],
    ja: ["IPv6", "IPv6 アドレス"],
  },
  {
    en: ["additional ipv4", "extra ip address", "dedicated ip", "ipv4 subnet"],
    zh: ["额外 IP", "独立 IP", "IP 段"],
    ja: ["追加 IP アドレス", "追加 IPv4", "固定 IP アドレス", "IP ブロック"],
  },
  {
    en: ["bgp session", "bring your own ip", "byoip"],
    zh: ["BGP 会话", "自带 IP", "BGP 宣告"],
    ja: ["BGP セッション", "BYOIP", "持ち込み IP アドレス"],
  },
  {
    en: ["bgp multihoming", "blended bandwidth", "multi-homed network"],
    zh: ["BGP 多线", "多线 BGP", "三线机房"],
    ja: ["マルチホーム", "BGP マルチホーム"],
  },
  {
    en: ["cn2 gia", "china optimized network", "china-optimised route"],
    zh: ["CN2 GIA", "CN2 线路", "三网优化", "三网直连"],
    ja: ["CN2 GIA", "中国向け最適化回線"],
  },
  {
    en: ["unmetered bandwidth", "unlimited bandwidth", "unlimited traffic"],
    zh: ["不限流量", "无限流量", "不限带宽"],
    ja: ["帯域無制限", "転送量無制限", "トラフィック無制限"],
  },
  {
    en: ["looking glass", "speed test", "test ip"],
    zh: ["Looking Glass", "测速", "测试 IP"],
    ja: ["ルッキンググラス", "速度テスト", "テスト IP"],
  },

  // Platform
  {
    en: ["managed database", "managed databases", "database as a service", "dbaas"],
    zh: ["云数据库", "托管数据库", "数据库服务"],
    ja: ["マネージドデータベース", "データベースサービス", "DBaaS"],
  },
  {
    en: ["managed mysql", "mysql hosting", "managed mariadb", "cloud mysql"],
    zh: ["云数据库 MySQL", "托管 MySQL", "MySQL 托管", "云 MySQL"],
    ja: ["マネージド MySQL", "MySQL ホスティング", "マネージド MariaDB"],
  },
  {
    en: ["managed postgresql", "managed postgres", "postgresql hosting", "postgres hosting"],
    zh: ["云数据库 PostgreSQL", "托管 PostgreSQL", "PostgreSQL 托管"],
    ja: ["マネージド PostgreSQL", "マネージド Postgres", "PostgreSQL ホスティング"],
  },
  {
    en: ["managed redis", "redis hosting", "redis cache", "managed valkey"],
    zh: ["云数据库 Redis", "托管 Redis", "Redis 缓存"],
    ja: ["マネージド Redis", "Redis キャッシュ", "Redis ホスティング"],
  },
  {
    en: ["managed mongodb", "mongodb hosting"],
    zh: ["云数据库 MongoDB", "托管 MongoDB"],
    ja: ["マネージド MongoDB", "MongoDB ホスティング"],
  },
  {
    en: ["message queue", "managed kafka", "kafka service", "rabbitmq hosting"],
    zh: ["消息队列", "托管 Kafka", "消息队列 Kafka", "托管 RabbitMQ"],
    ja: ["メッセージキュー", "マネージド Kafka", "Kafka サービス"],
  },
  {
    en: ["managed elasticsearch", "managed opensearch", "elasticsearch service"],
    zh: ["托管 Elasticsearch", "Elasticsearch 服务", "OpenSearch 服务"],
    ja: ["マネージド Elasticsearch", "Elasticsearch サービス", "OpenSearch サービス"],
  },
  {
    en: ["shared hosting", "web hosting", "website hosting"],
    zh: ["虚拟主机", "共享主机", "网站空间", "网站托管"],
    ja: ["共用サーバー", "レンタルサーバー", "共有ホスティング", "Web ホスティング"],
  },
  {
    en: ["wordpress hosting", "managed wordpress", "wordpress"],
    zh: ["WordPress 主机", "WordPress 托管", "WordPress 建站"],
    ja: ["WordPress ホスティング", "マネージド WordPress", "WordPress 専用サーバー"],
  },
  {
    en: ["ecommerce hosting", "e-commerce hosting", "woocommerce hosting", "magento hosting"],
    zh: ["电商主机", "WooCommerce 主机", "Magento 主机"],
    ja: ["EC サイト向けホスティング", "WooCommerce ホスティング", "Magento ホスティング"],
  },
  {
    en: ["node.js hosting", "python hosting", "php hosting", "ruby hosting"],
    zh: ["Node.js 托管", "Python 主机", "PHP 主机", "PHP 空间"],
    ja: ["Node.js ホスティング", "Python 対応サーバー", "PHP ホスティング"],
  },
  {
    en: ["static site hosting", "static website hosting", "jamstack hosting"],
    zh: ["静态网站托管", "静态站点托管", "静态页面托管"],
    ja: ["静的サイトホスティング", "静的ウェブサイトホスティング"],
  },
  {
    en: ["website builder", "site builder", "sitebuilder"],
    zh: ["建站工具", "自助建站", "网站生成器"],
    ja: ["ホームページ作成ツール", "サイトビルダー", "ウェブサイトビルダー"],
  },
  {
    en: ["email hosting", "e-mail hosting", "business email", "mailbox hosting"],
    zh: ["企业邮箱", "邮箱托管", "邮件托管"],
    ja: ["メールホスティング", "ビジネスメール", "メールサーバー"],
  },
  {
    en: ["smtp relay", "smtp service", "transactional email", "email delivery service"],
    zh: ["邮件推送", "SMTP 中继", "SMTP 服务", "邮件发送服务"],
    ja: ["SMTP リレー", "メール配信サービス", "トランザクションメール"],
  },
  {
    en: ["cpanel", "cpanel hosting", "whm"],
    zh: ["cPanel", "cPanel 面板", "WHM"],
    ja: ["cPanel", "cPanel ホスティング", "WHM"],
  },
  {
    en: ["plesk", "plesk panel", "plesk license"],
    zh: ["Plesk", "Plesk 面板"],
    ja: ["Plesk", "Plesk パネル"],
  },
  {
    en: ["aapanel", "baota panel", "bt panel"],
    zh: ["宝塔面板", "宝塔 Linux 面板", "aaPanel"],
    ja: ["aaPanel", "宝塔パネル"],
  },
  {
    en: ["ssl certificate", "ssl certificates", "tls certificate", "https certificate"],
    zh: ["SSL 证书", "HTTPS 证书", "TLS 证书"],
    ja: ["SSL 証明書", "SSL サーバー証明書", "TLS 証明書"],
  },
  {
    en: ["free ssl", "let's encrypt", "lets encrypt", "auto ssl"],
    zh: ["免费 SSL", "免费证书", "Let's Encrypt"],
    ja: ["無料 SSL", "無料 SSL 証明書", "Let's Encrypt"],
  },
  {
    en: ["wildcard certificate", "wildcard ssl", "ev certificate", "ov certificate"],
    zh: ["通配符证书", "泛域名证书", "EV 证书", "OV 证书"],
    ja: ["ワイルドカード証明書", "EV 証明書", "OV 証明書"],
  },
  {
    en: ["git deployment", "git deploy", "ci/cd", "continuous deployment"],
    zh: ["Git 部署", "持续部署", "CI/CD"],
    ja: ["Git デプロイ", "継続的デプロイ", "CI/CD"],
  },
  {
    en: ["cron jobs", "cron job", "scheduled tasks"],
    zh: ["计划任务", "定时任务", "Cron 任务"],
    ja: ["cron ジョブ", "定期実行", "スケジュールタスク"],
  },
  {
    en: ["server monitoring", "uptime monitoring", "monitoring service", "cloud monitoring"],
    zh: ["云监控", "服务器监控", "监控告警"],
    ja: ["サーバー監視", "死活監視", "監視サービス"],
  },
  {
    en: ["key management service", "kms", "secrets manager", "hsm"],
    zh: ["密钥管理服务", "KMS", "凭据管理"],
    ja: ["鍵管理サービス", "KMS", "シークレットマネージャー"],
  },
  {
    en: ["identity and access management", "iam", "sub-accounts", "role-based access control"],
    zh: ["IAM", "子账号", "子账户", "RAM 访问控制"],
    ja: ["IAM", "サブアカウント", "ロールベースアクセス制御"],
  },
  {
    en: ["two-factor authentication", "two factor authentication", "2fa", "mfa"],
    zh: ["双因素认证", "两步验证", "二次验证", "MFA"],
    ja: ["二段階認証", "2 段階認証", "二要素認証", "多要素認証"],
  },
  {
    en: ["single sign-on", "sso", "saml"],
    zh: ["单点登录", "SSO"],
    ja: ["シングルサインオン", "SSO"],
  },
  {
    en: ["malware scanning", "malware removal", "virus scan"],
    zh: ["木马查杀", "病毒扫描", "恶意软件扫描"],
    ja: ["マルウェアスキャン", "マルウェア駆除", "ウイルススキャン"],
  },
  {
    en: ["vulnerability scanning", "security scan", "penetration testing"],
    zh: ["漏洞扫描", "安全扫描", "渗透测试"],
    ja: ["脆弱性診断", "脆弱性スキャン", "ペネトレーションテスト"],
  },
  {
    en: [
      "managed services",
      "managed hosting",
      "server management",
      "server administration service",
    ],
    zh: ["代维服务", "服务器代维", "托管运维", "运维服务"],
    ja: ["マネージドサービス", "サーバー保守", "運用代行", "サーバー管理代行"],
  },
  {
    en: ["live streaming", "video streaming", "video on demand"],
    zh: ["视频直播", "直播服务", "视频点播"],
    ja: ["ライブ配信", "動画配信", "ビデオオンデマンド"],
  },

  // Infrastructure tooling
  {
    en: ["terraform", "terraform provider", "terraform module"],
    zh: ["Terraform", "Terraform Provider", "Terraform 插件"],
    ja: ["Terraform", "Terraform プロバイダー", "Terraform Provider"],
  },
  {
    en: ["ansible", "ansible collection", "ansible module"],
    zh: ["Ansible", "Ansible 模块"],
    ja: ["Ansible", "Ansible モジュール"],
  },
  {
    en: ["sdk", "api sdk", "python sdk", "go sdk"],
    zh: ["SDK", "API SDK", "开发工具包"],
    ja: ["SDK", "API SDK", "ソフトウェア開発キット"],
  },
  {
    en: ["rest api", "public api", "api access", "openapi"],
    zh: ["REST API", "OpenAPI", "开放 API", "API 接口"],
    ja: ["REST API", "OpenAPI", "公開 API"],
  },
  {
    en: ["cli", "cli tool", "command line tool", "command-line interface"],
    zh: ["CLI", "命令行工具", "命令行界面"],
    ja: ["CLI", "CLI ツール", "コマンドラインツール"],
  },
  {
    en: ["cloud-init", "cloud-config", "startup script"],
    zh: ["cloud-init", "cloud-config", "启动脚本"],
    ja: ["cloud-init", "cloud-config", "スタートアップスクリプト"],
  },
  {
    en: ["webhooks", "webhook", "event notifications"],
    zh: ["Webhook", "事件通知", "回调通知"],
    ja: ["Webhook", "イベント通知"],
  },
  {
    en: ["mobile app", "ios app", "android app"],
    zh: ["手机 App", "移动端 App", "客户端 App"],
    ja: ["スマホアプリ", "モバイルアプリ", "iOS アプリ"],
  },
  {
    en: ["status page", "service status page"],
    zh: ["状态页", "服务状态页"],
    ja: ["ステータスページ", "稼働状況ページ", "障害情報"],
  },
  {
    en: ["audit log", "audit logs", "activity log"],
    zh: ["审计日志", "操作审计", "操作日志"],
    ja: ["監査ログ", "操作ログ", "アクティビティログ"],
  },

  // Business
  {
    en: ["colocation", "colo", "server colocation", "rack space"],
    zh: ["服务器托管", "主机托管", "机柜租用", "托管机柜"],
    ja: ["コロケーション", "ハウジング", "ラック貸し"],
  },
  {
    en: ["cross connect", "cross-connect", "meet-me room"],
    zh: ["交叉连接", "机房跳线"],
    ja: ["クロスコネクト", "構内配線"],
  },
  {
    en: ["remote hands", "smart hands", "remote hands service"],
    zh: ["Remote Hands", "远程人手服务", "机房代操作"],
    ja: ["リモートハンド", "スマートハンド", "オンサイト作業代行"],
  },
  {
    en: ["reseller program", "reseller programme", "reseller hosting", "reseller account"],
    zh: ["代理商计划", "经销商计划", "代理计划", "分销商"],
    ja: ["リセラープログラム", "リセラー", "再販プログラム"],
  },
  {
    en: ["white label", "white-label", "white labelling", "private label"],
    zh: ["白标", "贴牌", "OEM 贴牌"],
    ja: ["ホワイトラベル", "OEM 提供"],
  },
  {
    en: ["affiliate program", "affiliate programme", "referral program", "referral programme"],
    zh: ["推广返利", "推荐计划", "联盟计划", "邀请返利"],
    ja: ["アフィリエイトプログラム", "紹介プログラム", "紹介制度"],
  },
  {
    en: ["partner program", "partner programme", "partnership programme", "technology partner"],
    zh: ["合作伙伴计划", "渠道合作伙伴"],
    ja: ["パートナープログラム", "パートナー制度"],
  },
  {
    en: ["startup program", "startup programme", "startup credits", "free credits"],
    zh: ["创业扶持计划", "初创企业计划", "代金券扶持"],
    ja: ["スタートアップ支援プログラム", "スタートアップクレジット", "無料クレジット"],
  },
  {
    en: ["student discount", "education discount", "nonprofit discount", "non-profit discount"],
    zh: ["学生优惠", "教育优惠", "非营利组织优惠"],
    ja: ["学割", "学生割引", "教育機関割引", "非営利団体割引"],
  },
  {
    en: ["group buy", "group buying", "group discount"],
    zh: ["团购", "拼团", "团购优惠"],
    ja: ["共同購入", "グループ購入", "グループ割引"],
  },
  {
    en: ["free trial", "trial credit", "trial period"],
    zh: ["免费试用", "试用金", "试用期"],
    ja: ["無料トライアル", "無料お試し", "お試し期間"],
  },
  {
    en: ["free tier", "always free", "free plan"],
    zh: ["免费套餐", "永久免费", "免费版"],
    ja: ["無料枠", "無料プラン", "Always Free"],
  },
  {
    en: ["money-back guarantee", "money back guarantee", "refund guarantee"],
    zh: ["退款保证", "退款保障", "无理由退款"],
    ja: ["返金保証", "全額返金保証"],
  },
  {
    en: ["service level agreement", "sla", "uptime guarantee", "uptime sla"],
    zh: ["服务等级协议", "SLA", "可用性保证"],
    ja: ["SLA", "サービスレベル契約", "稼働率保証", "サービス品質保証"],
  },
  {
    en: ["hourly billing", "pay as you go", "pay-as-you-go", "usage-based billing"],
    zh: ["按量付费", "按小时计费", "按需计费"],
    ja: ["従量課金", "時間課金", "時間単位課金"],
  },
  {
    en: ["reserved instances", "reserved instance", "committed use discount", "savings plan"],
    zh: ["预留实例", "预留实例券", "节省计划"],
    ja: ["リザーブドインスタンス", "予約インスタンス", "Savings Plans"],
  },
  {
    en: ["enterprise plan", "enterprise agreement", "volume discount", "custom contract"],
    zh: ["企业版", "企业套餐", "大客户折扣", "批量折扣"],
    ja: ["エンタープライズプラン", "ボリュームディスカウント", "法人契約"],
  },
  {
    en: ["pay by invoice", "invoice billing", "purchase order", "net 30 terms"],
    zh: ["月结", "账期付款", "采购订单"],
    ja: ["請求書払い", "後払い", "掛け払い"],
  },
  {
    en: ["bank transfer", "wire transfer", "sepa transfer"],
    zh: ["银行转账", "对公转账", "电汇"],
    ja: ["銀行振込", "銀行振り込み", "振込払い"],
  },
  {
    en: ["crypto payment", "cryptocurrency payment", "pay with bitcoin", "bitcoin"],
    zh: ["加密货币支付", "比特币支付", "USDT 支付"],
    ja: ["暗号資産決済", "仮想通貨決済", "ビットコイン決済"],
  },
  {
    en: ["paypal", "pay with paypal"],
    zh: ["PayPal", "PayPal 支付", "贝宝"],
    ja: ["PayPal", "PayPal 決済"],
  },
  {
    en: ["alipay", "alipay payment"],
    zh: ["支付宝", "支付宝支付"],
    ja: ["Alipay", "アリペイ"],
  },
  {
    en: ["wechat pay", "weixin pay"],
    zh: ["微信支付", "微信付款"],
    ja: ["WeChat Pay", "ウィーチャットペイ"],
  },
  {
    en: ["icp filing", "icp license", "icp registration"],
    zh: ["ICP 备案", "网站备案", "备案服务", "ICP 许可证", "备案"],
    ja: ["ICP ライセンス", "ICP 備案", "ICP 登録"],
  },

  // Data centre facts
  {
    en: ["renewable energy", "green hosting", "100% renewable", "green energy"],
    zh: ["可再生能源", "绿色能源", "绿色数据中心", "绿色主机"],
    ja: ["再生可能エネルギー", "再エネ", "グリーン電力", "グリーンホスティング"],
  },
  {
    en: ["carbon neutral", "carbon-neutral", "net zero", "carbon offset"],
    zh: ["碳中和", "净零排放", "碳排放抵消"],
    ja: ["カーボンニュートラル", "カーボンオフセット", "ネットゼロ"],
  },
  {
    en: ["pue", "power usage effectiveness", "liquid cooling", "free cooling"],
    zh: ["PUE", "能源使用效率", "液冷"],
    ja: ["PUE", "電力使用効率", "液冷"],
  },
  {
    en: ["iso 27001", "iso/iec 27001", "iso 27001 certification", "isms"],
    zh: ["ISO 27001", "ISO 27001 认证", "信息安全管理体系认证"],
    ja: ["ISO 27001", "ISO/IEC 27001", "ISMS 認証"],
  },
  {
    en: ["iso 27017", "iso 27018"],
    zh: ["ISO 27017", "ISO 27018"],
    ja: ["ISO 27017", "ISO 27018", "ISMS クラウドセキュリティ認証"],
  },
  {
    en: ["soc 2", "soc2", "soc 2 type ii", "soc 2 report"],
    zh: ["SOC 2", "SOC 2 报告", "SOC2 审计"],
    ja: ["SOC 2", "SOC2 報告書", "SOC 2 Type 2"],
  },
  {
    en: ["pci dss", "pci-dss", "pci compliance", "pci dss compliant"],
    zh: ["PCI DSS", "PCI DSS 认证", "PCI 合规"],
    ja: ["PCI DSS", "PCI DSS 準拠", "PCI DSS 認定"],
  },
  {
    en: ["hipaa", "hipaa compliance", "hipaa compliant hosting"],
    zh: ["HIPAA", "HIPAA 合规"],
    ja: ["HIPAA", "HIPAA 準拠"],
  },
  {
    en: ["gdpr", "gdpr compliance", "data processing agreement"],
    zh: ["GDPR", "GDPR 合规", "数据处理协议"],
    ja: ["GDPR", "GDPR 対応", "データ処理契約"],
  },
  {
    en: ["mlps", "mlps 2.0", "multi-level protection scheme"],
    zh: ["等保", "等保 2.0", "等级保护", "等保三级"],
    ja: ["等級保護", "MLPS"],
  },
  {
    en: ["ismap", "ismap registration"],
    zh: ["ISMAP", "ISMAP 认证"],
    ja: ["ISMAP", "ISMAP 登録"],
  },
  {
    en: ["privacymark", "privacy mark"],
    zh: ["PrivacyMark", "隐私标志认证"],
    ja: ["プライバシーマーク", "P マーク", "Pマーク"],
  },
  {
    en: ["tier iii", "tier 3 data centre", "tier iv", "uptime institute"],
    zh: ["Tier III", "T3 机房", "T3+ 机房", "Tier IV"],
    ja: ["Tier III", "ティア 3", "Tier IV"],
  },
  {
    en: ["data residency", "data sovereignty", "data localisation", "data localization"],
    zh: ["数据驻留", "数据主权", "数据本地化"],
    ja: ["データレジデンシー", "データ主権", "データの国内保管"],
  },
  {
    en: ["redundant power", "backup generator", "ups power", "n+1 redundancy"],
    zh: ["冗余电源", "双路供电", "柴油发电机", "UPS 电源"],
    ja: ["冗長電源", "非常用発電機", "無停電電源装置", "UPS"],
  },
  {
    en: ["24/7 security", "on-site security", "biometric access", "cctv"],
    zh: ["7x24 安保", "生物识别门禁", "视频监控"],
    ja: ["24 時間有人監視", "生体認証", "監視カメラ"],
  },
  {
    en: ["seismic isolation", "earthquake resistant", "earthquake-resistant"],
    zh: ["隔震", "抗震设计", "抗震机房"],
    ja: ["免震", "免震構造", "耐震"],
  },
  {
    en: ["carrier neutral", "carrier-neutral"],
    zh: ["运营商中立", "多运营商接入"],
    ja: ["キャリアニュートラル", "マルチキャリア"],
  },

  // Support channels
  {
    en: ["phone support", "telephone support", "support hotline", "call support"],
    zh: ["电话支持", "电话客服", "客服电话", "服务热线"],
    ja: ["電話サポート", "電話窓口", "電話対応"],
  },
  {
    en: ["live chat", "live chat support", "chat support"],
    zh: ["在线客服", "在线聊天", "人工客服"],
    ja: ["ライブチャット", "チャットサポート", "チャット窓口"],
  },
  {
    en: ["ticket support", "support ticket", "helpdesk ticket"],
    zh: ["工单支持", "工单系统", "提交工单"],
    ja: ["チケットサポート", "サポートチケット", "問い合わせチケット"],
  },
  {
    en: ["email support", "e-mail support", "support by email"],
    zh: ["邮件支持", "邮件客服"],
    ja: ["メールサポート", "メール窓口"],
  },
  {
    en: ["24/7 support", "24x7 support", "round-the-clock support"],
    zh: ["7x24 小时支持", "7×24 技术支持", "全天候支持"],
    ja: ["24 時間 365 日サポート", "24 時間サポート", "年中無休サポート"],
  },
  {
    en: [
      "dedicated account manager",
      "account manager",
      "technical account manager",
      "customer success manager",
    ],
    zh: ["专属客户经理", "客户经理", "专属技术经理"],
    ja: ["専任担当者", "専任アカウントマネージャー", "専任営業"],
  },
  {
    en: ["premium support", "priority support", "enterprise support", "support plan"],
    zh: ["高级支持", "优先支持", "企业级支持", "付费支持"],
    ja: ["プレミアムサポート", "優先サポート", "エンタープライズサポート"],
  },
  {
    en: ["community forum", "user forum", "discord server"],
    zh: ["社区论坛", "用户论坛", "用户交流群"],
    ja: ["コミュニティフォーラム", "ユーザーフォーラム"],
  },
  {
    en: ["wechat support", "telegram support", "whatsapp support", "line support"],
    zh: ["微信客服", "企业微信客服", "QQ 客服"],
    ja: ["LINE サポート", "LINE 問い合わせ"],
  },
  {
    en: ["japanese support", "chinese support", "multilingual support"],
    zh: ["中文客服", "中文支持", "多语言支持"],
    ja: ["日本語サポート", "日本語対応", "多言語サポート"],
  },
  {
    en: ["on-site support", "onsite support", "on-site engineer"],
    zh: ["上门服务", "现场支持", "驻场服务"],
    ja: ["オンサイトサポート", "訪問サポート", "現地対応"],
  },
  {
    en: [
      "professional services",
      "consulting services",
      "architecture review",
      "onboarding assistance",
    ],
    zh: ["架构咨询", "技术咨询服务", "上云咨询"],
    ja: ["プロフェッショナルサービス", "コンサルティングサービス", "導入支援"],
  },
];

<?php
/**
 * The kabelshop-core plugin's composition root.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop;

defined( 'ABSPATH' ) || exit;

/**
 * Boots the shop engine: an explicit, ordered list of services, each registering its own hooks.
 * Booted by kabelshop-core.php on setup_theme (priority 0), whichever theme is active; the theme
 * (inc/Theme.php) boots its presentation services after it and calls into these, never the
 * other way round (docs/architecture.md, tests/php/Quality/PackageBoundaryTest.php).
 */
final class Plugin {

	/**
	 * Service classes in boot order. Each implements Service.
	 *
	 * @return list<class-string<Service>>
	 */
	public static function services(): array {
		return array(
			I18n\Locale::class,
			I18n\CoreLanguageNames::class,
			I18n\Translations::class,
			I18n\LanguageRouter::class,
			I18n\TranslationsAdmin::class,
			Setup\Schema::class,
			Setup\MailSender::class,
			Rest\RouteScope::class,
			Security\Xsrf::class,
			Security\Headers::class,
			Security\Privacy::class,
			Http\PageCache::class,
			Http\PagePurger::class,
			Http\LeanHeaders::class,
			Assets\AdminAssets::class,
			Accounts\Roles::class,
			Accounts\RegistrationService::class,
			Security\BotCheckSettings::class,
			Accounts\ProfileService::class,
			Accounts\CourtRegister\CourtRegisterSettings::class,
			Catalog\CatalogService::class,
			Catalog\CrossSectionService::class,
			Commerce\CommerceService::class,
			Commerce\Drums\DrumsService::class,
			Payments\SettingsService::class,
			Payments\CardService::class,
			Payments\TransferService::class,
			Payments\CreditService::class,
			Admin\DeliveryPage::class,
			Admin\CatalogImportPage::class,
			Admin\OrdersPage::class,
			Admin\DrumsPage::class,
			Admin\DrumTypesPage::class,
			Admin\RegistrationsPage::class,
			Admin\MetalPricesPage::class,
			Admin\MetalSurchargePage::class,
			Admin\BotCheckPage::class,
			Admin\InquiriesPage::class,
			Admin\ContactMessagesPage::class,
			Admin\ApplicationsPage::class,
			Admin\FormsSettingsPage::class,
			Admin\InvoicesPage::class,
			Admin\DopsPage::class,
			Admin\DocumentLookupsPage::class,
			Admin\AccountHelpPage::class,
			Admin\CourtRegisterPage::class,
			Newsletter\NewsletterService::class,
			Admin\NewsletterPage::class,
			Content\ContentService::class,
			Content\ContentTypes::class,
			Content\CompanySettings::class,
			Content\Privacy::class,
			Content\CompanySettingsPage::class,
			Forms\FormsService::class,
			Content\SiteSearch::class,
			Metals\MetalsService::class,
			Accounts\HelpService::class,
			Documents\DocumentsService::class,
			Seo\SeoService::class,
			Rest\RestRegistrar::class,
		);
	}

	/**
	 * The plugin's container, with the factory of each shared collaborator (Container).
	 */
	public static function container(): Container {
		static $container = null;
		if ( null === $container ) {
			$container = new Container();
			$container->factory( Support\Clock::class, static fn(): Support\Clock => new Support\SystemClock() );
		}
		return $container;
	}

	/**
	 * Instantiates and registers every service once.
	 */
	public static function boot(): void {
		static $booted = false;
		if ( $booted ) {
			return;
		}
		$booted = true;
		foreach ( self::services() as $class ) {
			( new $class() )->register();
		}
	}
}
